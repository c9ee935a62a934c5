import { api } from './base';
import type { ItemOptionsView, SaveItemOptionsBody } from '@/lib/contracts/item-options';

export type { ItemOptionsView };

const withTags = api.enhanceEndpoints({ addTagTypes: ['ItemOptions'] });

/** An item's option groups (size, milk, sugar…), for the branch panel's editor. */
export const itemOptionsApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    itemOptions: b.query<ItemOptionsView, string>({
      query: (itemId) => ({ url: `/v1/menu/item/options/${encodeURIComponent(itemId)}` }),
      providesTags: (_r, _e, id) => [{ type: 'ItemOptions', id }],
    }),
    saveItemOptions: b.mutation<ItemOptionsView, SaveItemOptionsBody & { itemId: string }>({
      query: ({ itemId, ...data }) => ({
        url: `/v1/menu/item/options/${encodeURIComponent(itemId)}`,
        method: 'POST',
        data,
      }),
      invalidatesTags: (r, _e, a) => [
        { type: 'ItemOptions', id: a.itemId },
        ...(r ? [{ type: 'Menu' as const, id: r.item.providerId }] : []),
      ],
    }),
  }),
});

export const { useItemOptionsQuery, useSaveItemOptionsMutation } = itemOptionsApi;
