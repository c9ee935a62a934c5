import { api } from './base';
import type { AuthUser } from '../slices/authSlice';

export interface ActivationResponse {
  user: AuthUser;
  status: 'toRegister' | 'loginVerified';
  activeAccount: boolean;
  membershipList: { level: number; name: string; discountPercent: number }[];
  userLevelName: string | null;
  discountBaseUserLevel: number;
}

/** What the check answers: the signed-in user, or `{ user: null }` for a visitor without a session. */
export type ActivationAnswer = ActivationResponse | { user: null };

export const authApi = api.injectEndpoints({
  endpoints: (b) => ({
    sendCode: b.mutation<{ verifyToken: string }, { phone: string }>({
      query: (data) => ({ url: '/v1/send/code', method: 'POST', data }),
    }),
    resendCode: b.mutation<{ success: true }, { verifyToken: string }>({
      query: (data) => ({ url: '/v1/resend/code', method: 'POST', data }),
    }),
    verifyPhone: b.mutation<
      { token: string; status: 'toRegister' | 'loginVerified'; user: AuthUser },
      { verifyToken: string; code: string; device: 'web' }
    >({
      query: (data) => ({ url: '/v1/phone/verification', method: 'POST', data }),
      invalidatesTags: ['Me', 'MyOrders'],
    }),
    /** The spec sends the register form as multipart. */
    register: b.mutation<
      { verifyToken: string; status: 'toRegister' },
      { firstName: string; lastName: string; phone: string; reagentCode?: string; shortLinkRefId?: string }
    >({
      query: (fields) => {
        const form = new FormData();
        Object.entries(fields).forEach(([k, v]) => v !== undefined && form.append(k, v));
        return { url: '/v1/register', method: 'POST', data: form };
      },
    }),
    logout: b.mutation<{ success: true }, void>({
      query: () => ({ url: '/v1/logout', method: 'POST' }),
      invalidatesTags: ['Me', 'MyOrders'],
    }),
    /** Its answers update the auth slice by themselves (authSlice's extraReducers). */
    checkActivation: b.query<ActivationAnswer, void>({
      query: () => ({ url: '/v1/check/activation' }),
      providesTags: ['Me'],
    }),
  }),
});

export const {
  useSendCodeMutation,
  useResendCodeMutation,
  useVerifyPhoneMutation,
  useRegisterMutation,
  useLogoutMutation,
  useCheckActivationQuery,
  useLazyCheckActivationQuery,
} = authApi;
