import type { AuthUser } from '@/store/slices/authSlice';

/** A signed-in user as the auth slice holds it: a plain customer unless `over` says otherwise. */
export function authUser(over: Partial<AuthUser> = {}): AuthUser {
  return {
    _id: 'u1',
    firstName: 'سارا',
    lastName: null,
    phone: '09120000009',
    phoneNumber: '+989120000009',
    avatar: null,
    images: [],
    wallet: 0,
    userType: 'user',
    accessLevel: {},
    membershipLevel: 0,
    referralCode: 'abc',
    staff: [],
    ...over,
  };
}
