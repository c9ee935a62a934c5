import { api } from './base';
import type { MembershipStatusView } from '@/lib/contracts/membership';

/** The customers' club: membership level and progress. */
export const membershipApi = api.injectEndpoints({
  endpoints: (b) => ({
    membershipStatus: b.query<MembershipStatusView, void>({
      query: () => ({ url: '/v1/membership/orders/status' }),
      providesTags: ['Membership'],
    }),
  }),
});

export const { useMembershipStatusQuery } = membershipApi;
