import { api } from './base';
import { optimisticToggle } from './optimistic';
import type { MenuCategoryView, ProviderView } from '@/lib/contracts/menu/customer';
import type {
  IngredientSaveBody,
  IngredientView,
  ItemSaveBody,
  ItemStatusInput,
  PanelCategoryListView,
  PanelCategoryView,
  PanelItemListView,
  PanelItemView,
} from '@/lib/contracts/menu/admin';

export const menuApi = api.injectEndpoints({
  endpoints: (b) => ({
    providerList: b.query<{ providers: ProviderView[]; total: number }, void>({
      query: () => ({ url: '/v1/provider/list' }),
      providesTags: ['Provider'],
    }),
    provider: b.query<{ provider: ProviderView }, string>({
      query: (id) => ({ url: `/v1/provider/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Provider', id }],
    }),
    menuList: b.query<{ menuList: MenuCategoryView[] }, string>({
      query: (providerId) => ({ url: `/v1/menu/list/${providerId}` }),
      providesTags: (_r, _e, id) => [{ type: 'Menu', id }],
    }),
  }),
});

export const { useProviderListQuery, useProviderQuery, useMenuListQuery } = menuApi;

const withMenuAdminTags = api.enhanceEndpoints({ addTagTypes: ['PanelCategories', 'PanelItems', 'Ingredients'] });

export type IngredientListArgs = { providerId: string; page: number; text?: string; low?: boolean };

/**
 * The branch panel's menu: categories, items (status switches optimistic with rollback), their order,
 * and ingredients. Every change also refreshes the public menu of the branch ('Menu' tag).
 */
export const menuAdminApi = withMenuAdminTags.injectEndpoints({
  endpoints: (b) => ({
    panelCategories: b.query<PanelCategoryListView, string>({
      query: (providerId) => ({
        url: `/v1/menu/category/list/${encodeURIComponent(providerId)}`,
        params: { panel: '1' },
      }),
      providesTags: ['PanelCategories'],
    }),
    saveCategory: b.mutation<
      { category: PanelCategoryView },
      { providerId: string; menuCategoryId?: string; title: string }
    >({
      query: ({ providerId, menuCategoryId, title }) =>
        menuCategoryId
          ? { url: '/v1/menu/category/edit', method: 'POST', data: { menuCategoryId, title } }
          : { url: '/v1/menu/category/add', method: 'POST', data: { providerId, title } },
      invalidatesTags: (_r, _e, a) => ['PanelCategories', 'PanelItems', { type: 'Menu', id: a.providerId }],
    }),
    removeCategory: b.mutation<{ success: true }, { providerId: string; menuCategoryId: string }>({
      query: ({ menuCategoryId }) => ({ url: '/v1/menu/category/remove', method: 'POST', data: { menuCategoryId } }),
      invalidatesTags: (_r, _e, a) => ['PanelCategories', { type: 'Menu', id: a.providerId }],
    }),
    /** Optimistic: the switch moves at once and moves back if the server refuses. */
    categoryActive: b.mutation<
      { category: PanelCategoryView },
      { providerId: string; menuCategoryId: string; active: boolean }
    >({
      query: ({ menuCategoryId, active }) => ({
        url: '/v1/menu/category/change/active',
        method: 'POST',
        data: { menuCategoryId, active },
      }),
      async onQueryStarted({ providerId, menuCategoryId, active }, lifecycle) {
        await optimisticToggle(lifecycle, [
          menuAdminApi.util.updateQueryData('panelCategories', providerId, (d) => {
            const c = d.categories.find((x) => x._id === menuCategoryId);
            if (c) c.active = active;
          }),
        ]);
      },
      invalidatesTags: (_r, _e, a) => [{ type: 'Menu', id: a.providerId }],
    }),
    /** Optimistic reorder: the list takes the new order at once and goes back if the server refuses. */
    sortCategories: b.mutation<PanelCategoryListView, { providerId: string; categoryIds: string[] }>({
      query: (data) => ({ url: '/v1/menu/category/sort', method: 'POST', data }),
      async onQueryStarted({ providerId, categoryIds }, lifecycle) {
        await optimisticToggle(lifecycle, [
          menuAdminApi.util.updateQueryData('panelCategories', providerId, (d) => {
            d.categories.sort((x, y) => categoryIds.indexOf(x._id) - categoryIds.indexOf(y._id));
          }),
        ]);
      },
      invalidatesTags: (_r, _e, a) => ['PanelCategories', 'PanelItems', { type: 'Menu', id: a.providerId }],
    }),

    panelItems: b.query<PanelItemListView, string>({
      query: (providerId) => ({ url: `/v1/menu/item/list/${encodeURIComponent(providerId)}`, params: { panel: '1' } }),
      providesTags: ['PanelItems'],
    }),
    saveItem: b.mutation<{ item: PanelItemView }, ItemSaveBody>({
      query: ({ itemId, providerId, ...rest }) =>
        itemId
          ? { url: '/v1/menu/item/edit', method: 'POST', data: { itemId, ...rest } }
          : { url: '/v1/menu/item/add', method: 'POST', data: { providerId, ...rest } },
      invalidatesTags: (_r, _e, a) => [
        'PanelItems',
        'PanelCategories',
        'Ingredients',
        { type: 'Menu', id: a.providerId },
      ],
    }),
    /** POST /v1/menu/item/bonus/add|remove {itemId}: the item gets (or loses) the club members' discount. */
    itemBonus: b.mutation<{ item: PanelItemView }, { providerId: string; itemId: string; on: boolean }>({
      query: ({ itemId, on }) => ({
        url: `/v1/menu/item/bonus/${on ? 'add' : 'remove'}`,
        method: 'POST',
        data: { itemId },
      }),
      invalidatesTags: (_r, _e, a) => ['PanelItems', { type: 'Menu', id: a.providerId }],
    }),
    removeItem: b.mutation<{ success: true }, { providerId: string; itemId: string }>({
      query: ({ itemId }) => ({ url: '/v1/menu/item/remove', method: 'POST', data: { itemId } }),
      invalidatesTags: (_r, _e, a) => [
        'PanelItems',
        'PanelCategories',
        'Ingredients',
        { type: 'Menu', id: a.providerId },
      ],
    }),
    /** Optimistic: active/inactive or available/sold out shows at once and rolls back on failure. */
    itemStatus: b.mutation<{ item: PanelItemView }, ItemStatusInput & { providerId: string }>({
      query: ({ itemId, status }) => ({ url: '/v1/item/change/status', method: 'POST', data: { itemId, status } }),
      async onQueryStarted({ providerId, itemId, status }, lifecycle) {
        await optimisticToggle(
          lifecycle,
          [
            menuAdminApi.util.updateQueryData('panelItems', providerId, (d) => {
              const i = d.items.find((x) => x._id === itemId);
              if (!i) return;
              if (status === 'active' || status === 'inactive') {
                i.active = status === 'active';
                i.status = status;
              } else {
                i.markedAvailable = status === 'available';
                i.available = i.markedAvailable && (i.stock === null || i.stock > 0);
              }
            }),
          ],
          (data) =>
            lifecycle.dispatch(
              menuAdminApi.util.updateQueryData('panelItems', providerId, (d) => {
                const at = d.items.findIndex((x) => x._id === itemId);
                if (at >= 0) d.items[at] = data.item;
              }),
            ),
        );
      },
      invalidatesTags: (_r, _e, a) => [{ type: 'Menu', id: a.providerId }],
    }),
    sortItems: b.mutation<PanelItemListView, { providerId: string; categoryId: string; itemIds: string[] }>({
      query: (data) => ({ url: '/v1/menu/item/sort', method: 'POST', data }),
      async onQueryStarted({ providerId, itemIds }, lifecycle) {
        await optimisticToggle(lifecycle, [
          menuAdminApi.util.updateQueryData('panelItems', providerId, (d) => {
            const rank = (id: string) => itemIds.indexOf(id);
            const moved = d.items.filter((i) => rank(i._id) >= 0).sort((x, y) => rank(x._id) - rank(y._id));
            let k = 0;
            d.items = d.items.map((i) => (rank(i._id) >= 0 ? moved[k++] : i));
          }),
        ]);
      },
      invalidatesTags: (_r, _e, a) => ['PanelItems', { type: 'Menu', id: a.providerId }],
    }),

    ingredients: b.query<{ ingredients: IngredientView[]; total: number; lowCount: number }, IngredientListArgs>({
      query: ({ providerId, page, text, low }) => ({
        url: `/v1/menu/ingredient/list/${encodeURIComponent(providerId)}/${page}-20`,
        params: { text: text || undefined, low: low ? '1' : undefined },
      }),
      providesTags: ['Ingredients'],
    }),
    saveIngredient: b.mutation<{ ingredient: IngredientView }, IngredientSaveBody>({
      query: ({ ingredientId, providerId, ...rest }) =>
        ingredientId
          ? { url: '/v1/menu/ingredient/edit', method: 'POST', data: { ingredientId, ...rest } }
          : { url: '/v1/menu/ingredient/add', method: 'POST', data: { providerId, ...rest } },
      invalidatesTags: ['Ingredients', 'PanelItems'],
    }),
    removeIngredient: b.mutation<{ success: true }, { ingredientId: string }>({
      query: ({ ingredientId }) => ({ url: '/v1/menu/ingredient/remove', method: 'POST', data: { ingredientId } }),
      invalidatesTags: ['Ingredients', 'PanelItems'],
    }),
  }),
});

export const {
  useItemBonusMutation,
  usePanelCategoriesQuery,
  useSaveCategoryMutation,
  useRemoveCategoryMutation,
  useCategoryActiveMutation,
  useSortCategoriesMutation,
  usePanelItemsQuery,
  useSaveItemMutation,
  useRemoveItemMutation,
  useItemStatusMutation,
  useSortItemsMutation,
  useIngredientsQuery,
  useSaveIngredientMutation,
  useRemoveIngredientMutation,
} = menuAdminApi;
