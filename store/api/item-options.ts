import { api } from './base';
import type { ItemOptionGroup } from '@/lib/item-options';

export interface ItemOptionsView {
  item: { _id: string; providerId: string; title: string; price: number; reductionPrice: number };
  optionGroups: ItemOptionGroup[];
}

/** What the option editor sends: groups and options, new ones without an id, prices as typed. */
export interface ItemOptionsInput {
  groups: {
    _id?: string;
    title: string;
    required: boolean;
    multiple: boolean;
    options: { _id?: string; title: string; priceDelta: string | number }[];
  }[];
}

const withTags = api.enhanceEndpoints({ addTagTypes: ['ItemOptions'] });

/** An item's option groups (size, milk, sugar…), for the branch panel's editor. */
export const itemOptionsApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    itemOptions: b.query<ItemOptionsView, string>({
      query: (itemId) => ({ url: `/v1/menu/item/options/${encodeURIComponent(itemId)}` }),
      providesTags: (_r, _e, id) => [{ type: 'ItemOptions', id }],
    }),
    saveItemOptions: b.mutation<ItemOptionsView, ItemOptionsInput & { itemId: string }>({
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
