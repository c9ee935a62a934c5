import { api } from './base';
import type {
  AdminAddBody,
  AdminEditBody,
  AdminListView,
  AdminRemoveBody,
  AdminView,
  StaffAddBody,
  StaffEditBody,
  StaffRemoveBody,
  StaffView,
} from '@/lib/contracts/staff';
import type { StaffRole } from '@/lib/permissions';

const staffApiBase = api.enhanceEndpoints({ addTagTypes: ['Admins', 'BranchStaff'] });

/** Staff management: general admins, a branch's admins and baristas. */
export const staffApi = staffApiBase.injectEndpoints({
  endpoints: (b) => ({
    admins: b.query<AdminListView, void>({
      query: () => ({ url: '/v1/admin/list' }),
      providesTags: ['Admins'],
    }),
    addAdmin: b.mutation<{ admin: AdminView }, AdminAddBody>({
      query: (data) => ({ url: '/v1/admin/add', method: 'POST', data }),
      invalidatesTags: ['Admins'],
    }),
    editAdmin: b.mutation<{ admin: AdminView }, AdminEditBody>({
      query: (data) => ({ url: '/v1/admin/edit', method: 'POST', data }),
      invalidatesTags: ['Admins'],
    }),
    removeAdmin: b.mutation<{ success: true }, AdminRemoveBody>({
      query: (data) => ({ url: '/v1/admin/remove', method: 'POST', data }),
      invalidatesTags: ['Admins'],
    }),

    branchStaff: b.query<StaffView[], { providerId: string; role: StaffRole }>({
      query: ({ providerId, role }) => ({ url: `/v1/provider/${role}/list/${encodeURIComponent(providerId)}` }),
      transformResponse: (r: { admins?: StaffView[]; baristas?: StaffView[] }) => r.admins ?? r.baristas ?? [],
      providesTags: (_r, _e, { providerId, role }) => [{ type: 'BranchStaff', id: `${providerId}:${role}` }],
    }),
    addStaff: b.mutation<{ staff: StaffView }, StaffAddBody & { role: StaffRole }>({
      query: ({ role, ...data }) => ({ url: `/v1/provider/${role}/add`, method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId }) => [
        { type: 'BranchStaff', id: `${providerId}:admin` },
        { type: 'BranchStaff', id: `${providerId}:barista` },
      ],
    }),
    editStaff: b.mutation<{ staff: StaffView }, StaffEditBody & { role: StaffRole }>({
      query: ({ role, ...data }) => ({ url: `/v1/provider/${role}/edit`, method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId, role }) => [{ type: 'BranchStaff', id: `${providerId}:${role}` }],
    }),
    removeStaff: b.mutation<{ success: true }, StaffRemoveBody & { role: StaffRole }>({
      query: ({ role, ...data }) => ({ url: `/v1/provider/${role}/remove`, method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId, role }) => [{ type: 'BranchStaff', id: `${providerId}:${role}` }],
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
} = staffApi;
