import { api } from './base';
import type {
  AggregationStatView,
  BankDailyView,
  DailyOrderStatView,
  FinancialReportView,
  ProviderStatView,
  UserStatView,
  WalletDailyView,
  WalletTotalView,
} from '@/lib/contracts/stats';

interface Range {
  from: string;
  to: string;
}
interface Month {
  providerId: string;
  year: number;
  month: number;
}

const enc = encodeURIComponent;

/** Stats screens' reads (no tags: every screen refetches on mount and on a new range). */
export const statsApi = api.injectEndpoints({
  endpoints: (b) => ({
    providerStat: b.query<{ stat: ProviderStatView }, Range & { providerId: string }>({
      query: ({ providerId, from, to }) => ({ url: `/v1/stat/${enc(providerId)}`, params: { from, to } }),
    }),
    dailyOrderStat: b.query<DailyOrderStatView, Month>({
      query: ({ providerId, year, month }) => ({ url: `/v1/order/stat/daily/${enc(providerId)}/${year}/${month}` }),
    }),
    bankDaily: b.query<BankDailyView, Month>({
      query: ({ providerId, year, month }) => ({ url: `/v1/stat/bank/daily/${enc(providerId)}/${year}/${month}` }),
    }),
    walletDaily: b.query<WalletDailyView, Month>({
      query: ({ providerId, year, month }) => ({ url: `/v1/stat/wallet/daily/${enc(providerId)}/${year}/${month}` }),
    }),
    aggregationStat: b.query<{ stat: AggregationStatView }, Range>({
      query: (params) => ({ url: '/v1/stat/aggregation', params }),
    }),
    userStat: b.query<{ stat: UserStatView }, Range>({
      query: (params) => ({ url: '/v1/stat/user', params }),
    }),
    financialReport: b.query<{ report: FinancialReportView }, Range & { providerId?: string }>({
      query: ({ providerId, from, to }) => ({
        url: '/v1/stat/financial',
        params: { providerId: providerId || undefined, from, to },
      }),
    }),
    walletTotal: b.query<WalletTotalView, void>({
      query: () => ({ url: '/v1/stat/wallet/amount/total' }),
    }),
  }),
});

export const {
  useProviderStatQuery,
  useDailyOrderStatQuery,
  useBankDailyQuery,
  useWalletDailyQuery,
  useAggregationStatQuery,
  useUserStatQuery,
  useFinancialReportQuery,
  useWalletTotalQuery,
} = statsApi;
