import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccessLevel } from '@/lib/permissions';

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

const initialState: AuthState = { state: 'unknown', user: null, status: null, userLevelName: null, discountBaseUserLevel: 0 };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: AuthUser; status?: AuthState['status']; userLevelName?: string | null; discountBaseUserLevel?: number }>) {
      state.state = 'user';
      state.user = action.payload.user;
      state.status = action.payload.status ?? (action.payload.user.firstName ? 'loginVerified' : 'toRegister');
      state.userLevelName = action.payload.userLevelName ?? state.userLevelName;
      state.discountBaseUserLevel = action.payload.discountBaseUserLevel ?? state.discountBaseUserLevel;
    },
    signedOut() {
      return { ...initialState, state: 'guest' as const };
    },
  },
  selectors: {
    selectAuth: (s) => s,
    selectUser: (s) => s.user,
    selectIsLoggedIn: (s) => s.state === 'user',
  },
});

export const { signedIn, signedOut } = authSlice.actions;
export const { selectAuth, selectUser, selectIsLoggedIn } = authSlice.selectors;
