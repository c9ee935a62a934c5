import { api } from './base';
import type {
  TabAnswer,
  TabEventData,
  TabLineBody,
  TabListAnswer,
  TabPayAnswer,
  TabRoundAnswer,
  TabRoundBody,
  TabSplitAnswer,
  TabSplitBody,
  TabPaymentBy,
  TabView,
  TableTabView,
} from '@/lib/contracts/tab';

const withTabTags = api.enhanceEndpoints({ addTagTypes: ['Tab', 'TableTab', 'ProviderTabs'] });

const API_BASE = process.env.NEXT_PUBLIC_API_BASE || '/api';
/** One tab's live stream (its members and the branch's staff): `tab` events carrying the whole tab. */
export const tabEventsUrl = (tabId: string) => `${API_BASE}/v1/tab/events/${encodeURIComponent(tabId)}`;

const loadEventSource = () => import('@/lib/client/eventSource').then((m) => m.followEventSource);

/**
 * Writes a tab answer into the tab's cache entry (every mutation answers with the whole tab), so the screen
 * shows the server's state at once; the stream brings the other members' changes.
 */
function storeTab(tab: TabView) {
  return tabApi.util.updateQueryData('tab', tab._id, (draft) => {
    draft.tab = tab;
  });
}

/** The table tab (issue 27): open or join at a table, add lines, send rounds, split and pay; the board's tab list. */
export const tabApi = withTabTags.injectEndpoints({
  endpoints: (b) => ({
    /** What the menu's table banner offers: start a tab, or join the open one (with its code). */
    tableTab: b.query<TableTabView, string>({
      query: (tableId) => ({ url: `/v1/tab/table/${encodeURIComponent(tableId)}` }),
      providesTags: (_r, _e, id) => [{ type: 'TableTab', id }],
    }),
    /** Kept current by the tab's live stream while anything shows it. */
    tab: b.query<TabAnswer, string>({
      query: (id) => ({ url: `/v1/tab/${encodeURIComponent(id)}` }),
      providesTags: (_r, _e, id) => [{ type: 'Tab', id }],
      async onCacheEntryAdded(id, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // Never loaded (not found, not a member): nothing to follow.
        }
        const followEventSource = await loadEventSource();
        const stop = followEventSource(tabEventsUrl(id), {
          events: {
            tab: (data) => {
              const tab = (data as Partial<TabEventData> | null)?.tab;
              if (tab)
                updateCachedData((draft) => {
                  draft.tab = tab;
                });
            },
          },
          // Changes may have been missed while disconnected: read the tab again.
          onResync: () => void dispatch(tabApi.util.invalidateTags([{ type: 'Tab', id }])),
        });
        await cacheEntryRemoved;
        stop();
      },
    }),
    openTab: b.mutation<TabAnswer, { tableId: string }>({
      query: (data) => ({ url: '/v1/tab/open', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => [{ type: 'TableTab', id: a.tableId }],
    }),
    joinTab: b.mutation<TabAnswer, { tableId: string; joinCode: string }>({
      query: (data) => ({ url: '/v1/tab/join', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => [{ type: 'TableTab', id: a.tableId }],
    }),
    addTabLine: b.mutation<TabAnswer, TabLineBody>({
      query: (data) => ({ url: '/v1/tab/line', method: 'POST', data }),
      async onQueryStarted(_a, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(storeTab(data.tab));
      },
    }),
    removeTabLine: b.mutation<TabAnswer, { tabId: string; lineId: string }>({
      query: (data) => ({ url: '/v1/tab/line/remove', method: 'POST', data }),
      async onQueryStarted(_a, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(storeTab(data.tab));
      },
    }),
    sendRound: b.mutation<TabRoundAnswer, TabRoundBody & { providerId?: string }>({
      query: ({ providerId: _p, ...data }) => ({ url: '/v1/tab/round', method: 'POST', data }),
      async onQueryStarted(_a, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(storeTab(data.tab));
      },
      invalidatesTags: (_r, _e, a) => (a.providerId ? [{ type: 'ProviderTabs', id: a.providerId }, 'Menu'] : ['Menu']),
    }),
    splitTab: b.mutation<TabSplitAnswer, TabSplitBody>({
      query: (data) => ({ url: '/v1/tab/split', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => [{ type: 'Tab', id: a.tabId }],
    }),
    payShare: b.mutation<TabPayAnswer, { tabId: string; shareId: string; paymentBy: TabPaymentBy }>({
      query: (data) => ({ url: '/v1/tab/pay', method: 'POST', data: { ...data, bankType: 'pos' } }),
      async onQueryStarted(_a, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(storeTab(data.tab));
      },
      invalidatesTags: ['Wallet', 'Transactions', 'Me'],
    }),
    /** The open tabs of a branch for its board (staff). */
    providerTabs: b.query<TabListAnswer, string>({
      query: (providerId) => ({ url: `/v1/tab/list/${encodeURIComponent(providerId)}` }),
      providesTags: (_r, _e, id) => [{ type: 'ProviderTabs', id }],
    }),
    staffPayShare: b.mutation<
      TabAnswer,
      { tabId: string; shareId: string; paymentMethodId: string; providerId: string }
    >({
      query: ({ providerId: _p, ...data }) => ({ url: '/v1/tab/staff/pay', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => [{ type: 'ProviderTabs', id: a.providerId }],
    }),
    closeTab: b.mutation<TabAnswer, { tabId: string; paymentMethodId?: string | null; providerId: string }>({
      query: ({ providerId: _p, ...data }) => ({ url: '/v1/tab/close', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => [{ type: 'ProviderTabs', id: a.providerId }],
    }),
    cancelTab: b.mutation<TabAnswer, { tabId: string; reason?: string; providerId: string }>({
      query: ({ providerId: _p, ...data }) => ({ url: '/v1/tab/cancel', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => [{ type: 'ProviderTabs', id: a.providerId }],
    }),
    moveTab: b.mutation<TabAnswer, { tabId: string; tableId: string; providerId: string }>({
      query: ({ providerId: _p, ...data }) => ({ url: '/v1/tab/move', method: 'POST', data }),
      invalidatesTags: (_r, _e, a) => [{ type: 'ProviderTabs', id: a.providerId }],
    }),
  }),
});

export const {
  useTableTabQuery,
  useTabQuery,
  useOpenTabMutation,
  useJoinTabMutation,
  useAddTabLineMutation,
  useRemoveTabLineMutation,
  useSendRoundMutation,
  useSplitTabMutation,
  usePayShareMutation,
  useProviderTabsQuery,
  useStaffPayShareMutation,
  useCloseTabMutation,
  useCancelTabMutation,
  useMoveTabMutation,
} = tabApi;
