import { api } from './base';
import type { MembershipStatusView } from '@/lib/contracts/membership';
import type { ReferralPolicyView } from '@/lib/contracts/referral';

/** The customers' club (membership level and progress) and the referral policies. */
export const membershipApi = api.injectEndpoints({
  endpoints: (b) => ({
    membershipStatus: b.query<MembershipStatusView, void>({
      query: () => ({ url: '/v1/membership/orders/status' }),
      providesTags: ['Membership'],
    }),
    referralPolicies: b.query<{ referralPolicies: ReferralPolicyView[] }, void>({
      query: () => ({ url: '/v1/referral/list' }),
      providesTags: ['Referral'],
    }),
    editReferralPolicy: b.mutation<
      { referralPolicy: ReferralPolicyView },
      {
        policyId?: string;
        title: string;
        inviterReward: number | string;
        inviteeReward: number | string;
        minOrderPrice: number | string;
        active: boolean;
      }
    >({
      query: (data) => ({ url: '/v1/referral/edit', method: 'POST', data }),
      invalidatesTags: ['Referral'],
    }),
  }),
});

export const { useMembershipStatusQuery, useReferralPoliciesQuery, useEditReferralPolicyMutation } = membershipApi;
