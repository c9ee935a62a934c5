import type { z } from 'zod';
import { api } from './base';
import type {
  MemberPlanUsageView,
  MemberPlanView,
  MyPlanAnswer,
  PlanAdminView,
  PlanView,
  ZPlanCreate,
  ZPlanPurchase,
} from '@/lib/contracts/plan';
import type { PaymentLinkView } from '@/lib/contracts/payment';

/** Member plans (issue 28): on sale, bought, my plan and what is left, head office's list and form. */
export const planApi = api.injectEndpoints({
  endpoints: (b) => ({
    plans: b.query<{ plans: PlanView[] }, void>({
      query: () => ({ url: '/v1/plan/list' }),
      providesTags: ['Plans'],
    }),
    adminPlans: b.query<{ plans: PlanAdminView[] }, void>({
      query: () => ({ url: '/v1/plan/admin/list' }),
      providesTags: ['Plans'],
    }),
    savePlan: b.mutation<{ plan: PlanView }, z.input<typeof ZPlanCreate> & { planId?: string }>({
      query: (data) => ({ url: data.planId ? '/v1/plan/edit' : '/v1/plan/create', method: 'POST', data }),
      invalidatesTags: ['Plans'],
    }),
    planActivation: b.mutation<{ plan: PlanView }, { planId: string; active: boolean }>({
      query: (data) => ({ url: '/v1/plan/change/activation', method: 'POST', data }),
      invalidatesTags: ['Plans'],
    }),
    purchasePlan: b.mutation<{ memberPlan?: MemberPlanView } & Partial<PaymentLinkView>, z.input<typeof ZPlanPurchase>>(
      {
        query: (data) => ({ url: '/v1/plan/purchase', method: 'POST', data }),
        invalidatesTags: ['MyPlan', 'Wallet', 'Transactions', 'Me'],
      },
    ),
    myPlan: b.query<MyPlanAnswer, void>({
      query: () => ({ url: '/v1/profile/my/plan' }),
      providesTags: ['MyPlan'],
    }),
    memberPlanUsage: b.query<MemberPlanUsageView, string>({
      query: (userId) => ({ url: `/v1/plan/member/${encodeURIComponent(userId)}` }),
      providesTags: ['MyPlan'],
    }),
  }),
});

export const {
  usePlansQuery,
  useAdminPlansQuery,
  useSavePlanMutation,
  usePlanActivationMutation,
  usePurchasePlanMutation,
  useMyPlanQuery,
  useMemberPlanUsageQuery,
} = planApi;
