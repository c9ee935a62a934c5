import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { defineSlice } from '@/store/slice';
import type { AccessLevel } from '@/lib/permissions';
import type { ActivationAnswer } from '@/lib/contracts/profile';
import { API_PATH } from '@/store/api/path';

export interface AuthUser {
  _id: string;
  firstName: string | null;
  lastName: string | null;
  phone: string;
  phoneNumber: string;
  avatar: string | null;
  images: string[];
  wallet: number;
  userType: 'user' | 'superAdmin';
  accessLevel: AccessLevel;
  membershipLevel: number;
  referralCode: string;
  staff: { providerId: string; providerName: string; role: 'admin' | 'barista'; accessLevel: AccessLevel }[];
}

export interface AuthState {
  /** 'unknown' until the first activation check answers. */
  state: 'unknown' | 'guest' | 'user';
  user: AuthUser | null;
  status: 'toRegister' | 'loginVerified' | null;
  userLevelName: string | null;
  discountBaseUserLevel: number;
}

const ACTIVATION = 'checkActivation';

type QueryMeta = { arg?: { endpointName?: string } };
type ActivationFulfilled = PayloadAction<ActivationAnswer, string, QueryMeta>;
type ActivationRejected = PayloadAction<
  { status?: unknown } | undefined,
  string,
  QueryMeta & { rejectedWithValue?: boolean }
>;

// The check's answers as RTK Query dispatches them (`endpoints.checkActivation.matchFulfilled` would
// load RTK Query with this slice, which every page carries; see LazyLoadedSlices in store/index.ts).
const isActivation = (action: UnknownAction, outcome: 'fulfilled' | 'rejected') =>
  action.type === `${API_PATH}/executeQuery/${outcome}` &&
  (action.meta as QueryMeta | undefined)?.arg?.endpointName === ACTIVATION;
const activationAnswered = (action: UnknownAction): action is ActivationFulfilled => isActivation(action, 'fulfilled');
const activationFailed = (action: UnknownAction): action is ActivationRejected => isActivation(action, 'rejected');

const initialState: AuthState = {
  state: 'unknown',
  user: null,
  status: null,
  userLevelName: null,
  discountBaseUserLevel: 0,
};

const guest = (): AuthState => ({ ...initialState, state: 'guest' });

export const authSlice = defineSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn: (
      state,
      action: PayloadAction<{
        user: AuthUser;
        status?: AuthState['status'];
        userLevelName?: string | null;
        discountBaseUserLevel?: number;
      }>,
    ): AuthState => ({
      state: 'user',
      user: action.payload.user,
      status: action.payload.status ?? (action.payload.user.firstName ? 'loginVerified' : 'toRegister'),
      userLevelName: action.payload.userLevelName ?? state.userLevelName,
      discountBaseUserLevel: action.payload.discountBaseUserLevel ?? state.discountBaseUserLevel,
    }),
    signedOut: (): AuthState => guest(),
  },
  // Every answer of GET /v1/check/activation (start-up, after login, the profile page) lands here.
  extra: (state, action): AuthState => {
    if (activationAnswered(action)) {
      const a = action.payload;
      if (!a.user) return guest();
      return {
        state: 'user',
        user: a.user,
        status: a.status,
        userLevelName: a.userLevelName,
        discountBaseUserLevel: a.discountBaseUserLevel,
      };
    }
    // No answer (offline, server trouble): a known user stays signed in; a first check settles on guest.
    if (activationFailed(action) && (action.payload?.status === 401 || state.state === 'unknown')) return guest();
    return state;
  },
  selectors: {
    selectAuth: (s) => s,
    selectUser: (s) => s.user,
    selectIsLoggedIn: (s) => s.state === 'user',
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const { selectAuth, selectUser, selectIsLoggedIn } = authSlice.selectors;
