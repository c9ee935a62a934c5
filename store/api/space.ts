import type { z } from 'zod';
import { api } from './base';
import type { OrderView } from '@/lib/contracts/order';
import type {
  CapacityOverrideView,
  SpaceCategoryView,
  SpaceItemView,
  ZCapacityOverride,
  ZSpaceCategoryAdd,
  ZSpaceCategoryEdit,
  ZSpaceImageRemove,
  ZSpaceItemAdd,
  ZSpaceItemEdit,
} from '@/lib/contracts/space/items';
import type {
  PoolAvailability,
  ReservationView,
  ResourceAvailability,
  SpaceOrderSubmitBody,
  SpaceSubmitResult,
  ZSpaceAdminSubmit,
  ZSpaceCheckIn,
  ZSpaceWaitlist,
} from '@/lib/contracts/space/booking';

const tagged = api.enhanceEndpoints({
  addTagTypes: ['SpaceMenu', 'SpaceAvailability', 'Reservations', 'CapacityOverrides'],
});

/** Workspace reservations: items, availability, booking, a customer's and a branch's reservations. */
export const spaceApi = tagged.injectEndpoints({
  endpoints: (b) => ({
    spaceMenu: b.query<{ categories: SpaceCategoryView[] }, { providerId: string; all?: boolean }>({
      query: ({ providerId, all }) => ({
        url: `/v1/menu/space/list/${encodeURIComponent(providerId)}`,
        params: { all: all ? 'true' : undefined },
      }),
      providesTags: (_r, _e, a) => [{ type: 'SpaceMenu', id: a.providerId }],
    }),
    poolAvailability: b.query<PoolAvailability, { itemId: string; date: string }>({
      query: ({ itemId, date }) => ({ url: `/v1/order/check/pool/${encodeURIComponent(itemId)}/${date}/availability` }),
      providesTags: ['SpaceAvailability'],
    }),
    resourceAvailability: b.query<ResourceAvailability, { itemId: string; date: string }>({
      query: ({ itemId, date }) => ({
        url: `/v1/order/check/resource/${encodeURIComponent(itemId)}/${date}/availability`,
      }),
      providesTags: ['SpaceAvailability'],
    }),
    submitSpaceOrder: b.mutation<SpaceSubmitResult, SpaceOrderSubmitBody>({
      query: (data) => ({ url: '/v1/order/space/submit', method: 'POST', data }),
      invalidatesTags: [
        'SpaceAvailability',
        'Reservations',
        'MyOrders',
        'Wallet',
        'Transactions',
        'MyBundles',
        'MyVouchers',
        'Me',
        'MyPlan',
      ],
    }),
    adminSubmitSpaceOrder: b.mutation<SpaceSubmitResult, z.input<typeof ZSpaceAdminSubmit>>({
      query: (data) => ({ url: '/v1/order/space/admin/submit', method: 'POST', data }),
      invalidatesTags: ['SpaceAvailability', 'Reservations'],
    }),
    myReservations: b.query<{ reservations: ReservationView[]; total: number }, number>({
      query: (page) => ({ url: `/v1/order/space/mine/${page}-20` }),
      providesTags: ['Reservations'],
    }),
    reservationOfOrder: b.query<{ reservation: ReservationView | null }, string>({
      query: (orderId) => ({ url: `/v1/order/space/reservation/${encodeURIComponent(orderId)}` }),
      providesTags: ['Reservations'],
    }),
    cancelReservation: b.mutation<{ success: true; refunded: number }, string>({
      query: (orderId) => ({ url: '/v1/order/space/cancel', method: 'POST', data: { orderId } }),
      invalidatesTags: ['Reservations', 'SpaceAvailability', 'MyOrders', 'Wallet', 'Transactions', 'Me', 'MyPlan'],
    }),
    /** Staff check a customer in for a booking (an unpaid pay-on-site one names how it was paid). */
    checkInReservation: b.mutation<{ order: OrderView }, z.input<typeof ZSpaceCheckIn>>({
      query: (data) => ({ url: '/v1/order/space/checkin', method: 'POST', data }),
      invalidatesTags: ['Reservations'],
    }),
    joinWaitlist: b.mutation<{ success: true }, z.input<typeof ZSpaceWaitlist>>({
      query: (data) => ({ url: '/v1/order/space/waitlist', method: 'POST', data }),
    }),
    providerReservations: b.query<
      { reservations: ReservationView[]; total: number },
      { providerId: string; page: number; date?: string; active?: boolean }
    >({
      query: ({ providerId, page, date, active }) => ({
        url: `/v1/order/space/list/${encodeURIComponent(providerId)}/${page}-50`,
        params: { date: date || undefined, active: active ? 'true' : undefined },
      }),
      providesTags: ['Reservations'],
    }),
    addSpaceCategory: b.mutation<unknown, z.input<typeof ZSpaceCategoryAdd>>({
      query: (data) => ({ url: '/v1/menu/space/category/add', method: 'POST', data }),
      invalidatesTags: ['SpaceMenu'],
    }),
    editSpaceCategory: b.mutation<unknown, z.input<typeof ZSpaceCategoryEdit>>({
      query: (data) => ({ url: '/v1/menu/space/category/edit', method: 'POST', data }),
      invalidatesTags: ['SpaceMenu'],
    }),
    removeSpaceCategory: b.mutation<unknown, string>({
      query: (menuCategoryId) => ({ url: '/v1/menu/space/category/remove', method: 'POST', data: { menuCategoryId } }),
      invalidatesTags: ['SpaceMenu'],
    }),
    addSpaceItem: b.mutation<{ item: SpaceItemView }, z.input<typeof ZSpaceItemAdd>>({
      query: (data) => ({ url: '/v1/menu/space/item/add', method: 'POST', data }),
      invalidatesTags: ['SpaceMenu'],
    }),
    editSpaceItem: b.mutation<{ item: SpaceItemView }, z.input<typeof ZSpaceItemEdit>>({
      query: (data) => ({ url: '/v1/menu/space/item/edit', method: 'POST', data }),
      invalidatesTags: ['SpaceMenu', 'SpaceAvailability'],
    }),
    removeSpaceItem: b.mutation<unknown, string>({
      query: (itemId) => ({ url: '/v1/menu/space/item/remove', method: 'POST', data: { itemId } }),
      invalidatesTags: ['SpaceMenu'],
    }),
    removeSpaceImage: b.mutation<unknown, z.input<typeof ZSpaceImageRemove>>({
      query: (data) => ({ url: '/v1/menu/space/remove/images', method: 'POST', data }),
      invalidatesTags: ['SpaceMenu'],
    }),
    capacityOverrides: b.query<
      { overrides: CapacityOverrideView[] },
      { itemId: string; start: string; end: string; providerId: string }
    >({
      query: ({ itemId, start, end, providerId }) => ({
        url: `/v1/menu/get/${encodeURIComponent(itemId)}/override/${start}/${end}/${encodeURIComponent(providerId)}`,
      }),
      providesTags: ['CapacityOverrides'],
    }),
    addCapacityOverride: b.mutation<unknown, z.input<typeof ZCapacityOverride>>({
      query: (data) => ({ url: '/v1/menu/space/capacity/override', method: 'POST', data }),
      invalidatesTags: ['CapacityOverrides', 'SpaceAvailability'],
    }),
  }),
});

export const {
  useSpaceMenuQuery,
  usePoolAvailabilityQuery,
  useResourceAvailabilityQuery,
  useSubmitSpaceOrderMutation,
  useAdminSubmitSpaceOrderMutation,
  useMyReservationsQuery,
  useReservationOfOrderQuery,
  useCancelReservationMutation,
  useCheckInReservationMutation,
  useJoinWaitlistMutation,
  useProviderReservationsQuery,
  useAddSpaceCategoryMutation,
  useEditSpaceCategoryMutation,
  useRemoveSpaceCategoryMutation,
  useAddSpaceItemMutation,
  useEditSpaceItemMutation,
  useRemoveSpaceItemMutation,
  useRemoveSpaceImageMutation,
  useCapacityOverridesQuery,
  useAddCapacityOverrideMutation,
} = spaceApi;
