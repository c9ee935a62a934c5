import { api } from './base';
import type { AdminView, ShiftReport, ShiftView, StaffView, TCounterOrderInput } from '@/lib/contracts/staff';
import type { OrderView } from '@/lib/contracts/order';
import type { AccessLevel, StaffRole } from '@/lib/permissions';

const staffApiBase = api.enhanceEndpoints({ addTagTypes: ['Admins', 'BranchStaff', 'Shift', 'Shifts'] });

export interface StaffInput {
  providerId: string;
  phone: string;
  firstName?: string;
  lastName?: string;
  accessLevel?: AccessLevel;
}

/** Staff management (general admins, a branch's admins and baristas), shifts and counter orders. */
export const staffApi = staffApiBase.injectEndpoints({
  endpoints: (b) => ({
    admins: b.query<{ admins: AdminView[]; total: number }, void>({
      query: () => ({ url: '/v1/admin/list' }),
      providesTags: ['Admins'],
    }),
    addAdmin: b.mutation<
      { admin: AdminView },
      { phone: string; firstName?: string; lastName?: string; accessLevel: AccessLevel }
    >({
      query: (data) => ({ url: '/v1/admin/add', method: 'POST', data }),
      invalidatesTags: ['Admins'],
    }),
    editAdmin: b.mutation<{ admin: AdminView }, { userId: string; accessLevel: AccessLevel }>({
      query: (data) => ({ url: '/v1/admin/edit', method: 'POST', data }),
      invalidatesTags: ['Admins'],
    }),
    removeAdmin: b.mutation<{ success: true }, { userId: string }>({
      query: (data) => ({ url: '/v1/admin/remove', method: 'POST', data }),
      invalidatesTags: ['Admins'],
    }),

    branchStaff: b.query<StaffView[], { providerId: string; role: StaffRole }>({
      query: ({ providerId, role }) => ({ url: `/v1/provider/${role}/list/${encodeURIComponent(providerId)}` }),
      transformResponse: (r: { admins?: StaffView[]; baristas?: StaffView[] }) => r.admins ?? r.baristas ?? [],
      providesTags: (_r, _e, { providerId, role }) => [{ type: 'BranchStaff', id: `${providerId}:${role}` }],
    }),
    addStaff: b.mutation<{ staff: StaffView }, StaffInput & { role: StaffRole }>({
      query: ({ role, ...data }) => ({ url: `/v1/provider/${role}/add`, method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId }) => [
        { type: 'BranchStaff', id: `${providerId}:admin` },
        { type: 'BranchStaff', id: `${providerId}:barista` },
      ],
    }),
    editStaff: b.mutation<
      { staff: StaffView },
      {
        providerId: string;
        userId: string;
        role: StaffRole;
        firstName?: string;
        lastName?: string;
        accessLevel?: AccessLevel;
      }
    >({
      query: ({ role, ...data }) => ({ url: `/v1/provider/${role}/edit`, method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId, role }) => [{ type: 'BranchStaff', id: `${providerId}:${role}` }],
    }),
    removeStaff: b.mutation<{ success: true }, { providerId: string; userId: string; role: StaffRole }>({
      query: ({ role, ...data }) => ({ url: `/v1/provider/${role}/remove`, method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId, role }) => [{ type: 'BranchStaff', id: `${providerId}:${role}` }],
    }),

    currentShift: b.query<{ shift: ShiftView | null }, string>({
      query: (providerId) => ({ url: `/v1/provider/${encodeURIComponent(providerId)}/current/shift` }),
      providesTags: (_r, _e, providerId) => [{ type: 'Shift', id: providerId }],
    }),
    startShift: b.mutation<{ shift: ShiftView }, { providerId: string; note?: string }>({
      query: (data) => ({ url: '/v1/provider/start/shift', method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId }) => [
        { type: 'Shift', id: providerId },
        { type: 'Shifts', id: providerId },
      ],
    }),
    finishShift: b.mutation<{ shift: ShiftView }, { providerId: string; countedCash?: number | null; note?: string }>({
      query: (data) => ({ url: '/v1/provider/finish/shift', method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId }) => [
        { type: 'Shift', id: providerId },
        { type: 'Shifts', id: providerId },
      ],
    }),
    shifts: b.query<{ shifts: ShiftView[]; total: number }, { providerId: string; page: number }>({
      query: ({ providerId, page }) => ({
        url: `/v1/provider/${encodeURIComponent(providerId)}/shift/list/${page}-10`,
      }),
      providesTags: (_r, _e, { providerId }) => [{ type: 'Shifts', id: providerId }],
    }),

    createCounterOrder: b.mutation<{ order: OrderView; orderId: string }, TCounterOrderInput>({
      query: (data) => ({ url: '/v1/order/create', method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId }) => [
        { type: 'Shift', id: providerId },
        { type: 'ProviderOrders', id: providerId },
      ],
    }),
  }),
});

export const {
  useAdminsQuery,
  useAddAdminMutation,
  useEditAdminMutation,
  useRemoveAdminMutation,
  useBranchStaffQuery,
  useAddStaffMutation,
  useEditStaffMutation,
  useRemoveStaffMutation,
  useCurrentShiftQuery,
  useStartShiftMutation,
  useFinishShiftMutation,
  useShiftsQuery,
  useCreateCounterOrderMutation,
} = staffApi;

export const branchHomeApi = staffApiBase.injectEndpoints({
  endpoints: (b) => ({
    branchToday: b.query<{ today: ShiftReport }, string>({
      query: (providerId) => ({ url: `/v1/provider/${encodeURIComponent(providerId)}/today` }),
      providesTags: (_r, _e, providerId) => [{ type: 'Shift', id: providerId }],
    }),
  }),
});

export const { useBranchTodayQuery } = branchHomeApi;
