import { api } from './base';
import type { z } from 'zod';
import type { PhoneVerifiedView, ZPhoneVerification, ZRegister, ZResendCode, ZSendCode } from '@/lib/contracts/auth';
import type { ActivationAnswer } from '@/lib/contracts/profile';

export const authApi = api.injectEndpoints({
  endpoints: (b) => ({
    sendCode: b.mutation<{ verifyToken: string }, z.input<typeof ZSendCode>>({
      query: (data) => ({ url: '/v1/send/code', method: 'POST', data }),
    }),
    resendCode: b.mutation<{ success: true }, z.input<typeof ZResendCode>>({
      query: (data) => ({ url: '/v1/resend/code', method: 'POST', data }),
    }),
    verifyPhone: b.mutation<PhoneVerifiedView, z.input<typeof ZPhoneVerification>>({
      query: (data) => ({ url: '/v1/phone/verification', method: 'POST', data }),
      invalidatesTags: ['Me', 'MyOrders'],
    }),
    /** The spec sends the register form as multipart. */
    register: b.mutation<{ verifyToken: string; status: 'toRegister' }, z.input<typeof ZRegister>>({
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
