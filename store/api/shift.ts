import type { z } from 'zod';
import { api } from './base';
import type { ShiftListView, ShiftReport, ShiftView, ZShiftFinish, ZShiftStart } from '@/lib/contracts/shift';

const shiftApiBase = api.enhanceEndpoints({ addTagTypes: ['Shift', 'Shifts'] });

/** A branch's shifts (behind /v1/provider/… URLs) and its day so far. */
export const shiftApi = shiftApiBase.injectEndpoints({
  endpoints: (b) => ({
    currentShift: b.query<{ shift: ShiftView | null }, string>({
      query: (providerId) => ({ url: `/v1/provider/${encodeURIComponent(providerId)}/current/shift` }),
      providesTags: (_r, _e, providerId) => [{ type: 'Shift', id: providerId }],
    }),
    startShift: b.mutation<{ shift: ShiftView }, z.input<typeof ZShiftStart>>({
      query: (data) => ({ url: '/v1/provider/start/shift', method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId }) => [
        { type: 'Shift', id: providerId },
        { type: 'Shifts', id: providerId },
      ],
    }),
    finishShift: b.mutation<{ shift: ShiftView }, z.input<typeof ZShiftFinish>>({
      query: (data) => ({ url: '/v1/provider/finish/shift', method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId }) => [
        { type: 'Shift', id: providerId },
        { type: 'Shifts', id: providerId },
      ],
    }),
    shifts: b.query<ShiftListView, { providerId: string; page: number }>({
      query: ({ providerId, page }) => ({
        url: `/v1/provider/${encodeURIComponent(providerId)}/shift/list/${page}-10`,
      }),
      providesTags: (_r, _e, { providerId }) => [{ type: 'Shifts', id: providerId }],
    }),
    branchToday: b.query<{ today: ShiftReport }, string>({
      query: (providerId) => ({ url: `/v1/provider/${encodeURIComponent(providerId)}/today` }),
      providesTags: (_r, _e, providerId) => [{ type: 'Shift', id: providerId }],
    }),
  }),
});

export const {
  useCurrentShiftQuery,
  useStartShiftMutation,
  useFinishShiftMutation,
  useShiftsQuery,
  useBranchTodayQuery,
} = shiftApi;
