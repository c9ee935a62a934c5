import type { z } from 'zod';
import { api } from './base';
import type { ReferralPolicyView, ZReferralEdit } from '@/lib/contracts/referral';

/** The referral policies (what inviting a friend earns), for the head office. */
export const referralApi = api.injectEndpoints({
  endpoints: (b) => ({
    referralPolicies: b.query<{ referralPolicies: ReferralPolicyView[] }, void>({
      query: () => ({ url: '/v1/referral/list' }),
      providesTags: ['Referral'],
    }),
    editReferralPolicy: b.mutation<{ referralPolicy: ReferralPolicyView }, z.input<typeof ZReferralEdit>>({
      query: (data) => ({ url: '/v1/referral/edit', method: 'POST', data }),
      invalidatesTags: ['Referral'],
    }),
  }),
});

export const { useReferralPoliciesQuery, useEditReferralPolicyMutation } = referralApi;
