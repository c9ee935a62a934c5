import { api } from './base';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import type {
  PaymentMethodAddBody,
  ProviderActivationBody,
  PaymentMethodEditBody,
  PaymentMethodListView,
  PaymentMethodRemoveBody,
  PaymentMethodView,
  ProviderAddBody,
  ProviderEditBody,
  TableAddBody,
  TableAdminView,
  TableEditBody,
  TableListView,
  TableRemoveBody,
} from '@/lib/contracts/provider';

const withProviderTags = api.enhanceEndpoints({ addTagTypes: ['PanelProviders', 'Tables', 'PaymentMethods'] });

/** Branch administration: details, the branch list of the panel, activation, tables and on-site payment methods. */
export const providerApi = withProviderTags.injectEndpoints({
  endpoints: (b) => ({
    panelProviders: b.query<{ providers: ProviderView[]; total: number }, void>({
      query: () => ({ url: '/v1/provider/panel/list' }),
      providesTags: ['PanelProviders'],
    }),
    editProvider: b.mutation<{ provider: ProviderView }, ProviderEditBody>({
      query: (data) => ({ url: '/v1/provider/edit', method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId }) => [
        'PanelProviders',
        'Provider',
        { type: 'Provider', id: providerId },
        { type: 'Menu', id: providerId },
      ],
    }),
    addProvider: b.mutation<{ provider: ProviderView }, ProviderAddBody>({
      query: (data) => ({ url: '/v1/provider/add', method: 'POST', data }),
      invalidatesTags: ['PanelProviders', 'Provider'],
    }),
    /** Optimistic through AdminTable's switch: it moves at once and back if the server refuses. */
    providerActivation: b.mutation<{ provider: ProviderView }, Required<ProviderActivationBody>>({
      query: (data) => ({ url: '/v1/provider/change/activation', method: 'POST', data }),
      invalidatesTags: (_r, _e, { providerId }) => [
        'PanelProviders',
        'Provider',
        { type: 'Provider', id: providerId },
        { type: 'Menu', id: providerId },
      ],
    }),
    tables: b.query<TableListView, string>({
      query: (providerId) => ({ url: `/v1/provider/table/list/${encodeURIComponent(providerId)}` }),
      providesTags: ['Tables'],
    }),
    addTable: b.mutation<{ table: TableAdminView }, TableAddBody>({
      query: (data) => ({ url: '/v1/provider/table/add', method: 'POST', data }),
      invalidatesTags: ['Tables'],
    }),
    editTable: b.mutation<{ table: TableAdminView }, TableEditBody>({
      query: (data) => ({ url: '/v1/provider/table/edit', method: 'POST', data }),
      invalidatesTags: ['Tables'],
    }),
    removeTable: b.mutation<{ success: true }, TableRemoveBody>({
      query: (data) => ({ url: '/v1/provider/table/remove', method: 'POST', data }),
      invalidatesTags: ['Tables'],
    }),
    branchPaymentMethods: b.query<PaymentMethodListView, string>({
      query: (providerId) => ({ url: `/v1/order/payment/method/list/${encodeURIComponent(providerId)}` }),
      providesTags: ['PaymentMethods'],
    }),
    addPaymentMethod: b.mutation<{ paymentMethod: PaymentMethodView }, PaymentMethodAddBody>({
      query: (data) => ({ url: '/v1/order/payment/method/add', method: 'POST', data }),
      invalidatesTags: ['PaymentMethods'],
    }),
    editPaymentMethod: b.mutation<{ paymentMethod: PaymentMethodView }, PaymentMethodEditBody>({
      query: (data) => ({ url: '/v1/order/payment/method/edit', method: 'POST', data }),
      invalidatesTags: ['PaymentMethods'],
    }),
    removePaymentMethod: b.mutation<{ success: true }, PaymentMethodRemoveBody>({
      query: (data) => ({ url: '/v1/order/payment/method/remove', method: 'POST', data }),
      invalidatesTags: ['PaymentMethods'],
    }),
  }),
});

export const {
  usePanelProvidersQuery,
  useEditProviderMutation,
  useAddProviderMutation,
  useProviderActivationMutation,
  useTablesQuery,
  useAddTableMutation,
  useEditTableMutation,
  useRemoveTableMutation,
  useBranchPaymentMethodsQuery,
  useAddPaymentMethodMutation,
  useEditPaymentMethodMutation,
  useRemovePaymentMethodMutation,
} = providerApi;
