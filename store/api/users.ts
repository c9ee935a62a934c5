import type { z } from 'zod';
import { walletApi } from './wallet';
import { optimisticToggle } from './optimistic';
import type { OrderView } from '@/lib/contracts/order';
import type {
  AdminUserView,
  PanelToday,
  ProfileListPage,
  RegisteredCount,
  UserListPage,
  UserSort,
  ZUserAdd,
  ZUserEdit,
} from '@/lib/contracts/users';

/** The user list's filters as the screen keeps them ('' = any). */
export interface UserListArgs {
  page: number;
  text?: string;
  active?: '' | 'true' | 'false';
  verified?: '' | 'true' | 'false';
  hidden?: '' | 'true' | 'false';
  complete?: '' | 'true' | 'false';
  staff?: '' | 'true' | 'false';
  from?: string;
  to?: string;
  sort?: UserSort;
}

/** Query parameters of a filter set, empty values left out (also used for the Excel export link). */
export function userFilterParams(a: Omit<UserListArgs, 'page'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(a)) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

/** Staff wallet changes also refresh the user page's balance and the lists' wallet column. */
const tagged = walletApi.enhanceEndpoints({
  addTagTypes: ['AdminUsers', 'AdminUser', 'PanelToday'],
  endpoints: {
    adjustWallet: {
      invalidatesTags: (_r, _e, a) => [
        { type: 'Transactions', id: a.userId },
        { type: 'AdminUser', id: a.userId },
        'AdminUsers',
      ],
    },
  },
});

/** Head-office user management: lists, one user, add/edit, the account switches, invites, orders, counts, Excel import. */
export const usersApi = tagged.injectEndpoints({
  endpoints: (b) => ({
    adminUsers: b.query<UserListPage, UserListArgs>({
      query: ({ page, ...f }) => ({ url: `/v1/user/list/${page}-20`, params: userFilterParams(f) }),
      providesTags: ['AdminUsers'],
    }),
    adminProfiles: b.query<ProfileListPage, UserListArgs>({
      query: ({ page, ...f }) => ({ url: `/v1/user/profiles/list/${page}-20`, params: userFilterParams(f) }),
      providesTags: ['AdminUsers'],
    }),
    adminUser: b.query<{ user: AdminUserView }, string>({
      query: (userId) => ({ url: `/v1/user/${encodeURIComponent(userId)}` }),
      providesTags: (_r, _e, id) => [{ type: 'AdminUser', id }],
    }),
    addUser: b.mutation<{ user: AdminUserView }, z.input<typeof ZUserAdd>>({
      query: (data) => ({ url: '/v1/user/add', method: 'POST', data }),
      invalidatesTags: ['AdminUsers', 'PanelToday'],
    }),
    editUser: b.mutation<{ user: AdminUserView }, z.input<typeof ZUserEdit>>({
      query: (data) => ({ url: '/v1/user/edit', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => ['AdminUsers', { type: 'AdminUser', id: a.userId }],
    }),
    /** One of the account switches; the user page shows the change at once and puts it back if refused. */
    setUserFlag: b.mutation<
      { user: AdminUserView },
      { userId: string; flag: 'active' | 'verified' | 'hidden'; value: boolean }
    >({
      query: ({ userId, flag, value }) => {
        const url =
          flag === 'active'
            ? '/v1/user/change/active'
            : flag === 'verified'
              ? '/v1/user/verify/admin'
              : '/v1/user/hide';
        return { url, method: 'POST', data: { userId, [flag]: value } };
      },
      async onQueryStarted({ userId, flag, value }, lifecycle) {
        await optimisticToggle(lifecycle, [
          usersApi.util.updateQueryData('adminUser', userId, (draft) => {
            draft.user[flag] = value;
          }),
        ]);
      },
      invalidatesTags: ['AdminUsers'],
    }),
    invitedUsers: b.query<UserListPage, { userId: string; page: number }>({
      query: ({ userId, page }) => ({ url: `/v1/user/invited/${encodeURIComponent(userId)}/list/${page}-20` }),
      providesTags: ['AdminUsers'],
    }),
    userOrders: b.query<{ orders: OrderView[]; total: number }, { userId: string; page: number }>({
      query: ({ userId, page }) => ({ url: `/v1/user/${encodeURIComponent(userId)}/order/list/${page}-20` }),
    }),
    registeredCount: b.query<RegisteredCount, void>({
      query: () => ({ url: '/v1/registered/count' }),
      providesTags: ['AdminUsers'],
    }),
    panelToday: b.query<PanelToday, void>({
      query: () => ({ url: '/v1/panel/today' }),
      providesTags: ['PanelToday'],
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminProfilesQuery,
  useAdminUserQuery,
  useAddUserMutation,
  useEditUserMutation,
  useSetUserFlagMutation,
  useInvitedUsersQuery,
  useUserOrdersQuery,
  useRegisteredCountQuery,
  usePanelTodayQuery,
} = usersApi;
