import { api } from './base';
import type { BundleRedeemInput, BundleRedeemView, ScanResultView } from '@/lib/contracts/scan';

/** The scanner: what a code is, and a bundle unit handed over. */
export const scanApi = api.injectEndpoints({
  endpoints: (b) => ({
    resolveScan: b.query<ScanResultView, string>({
      query: (code) => ({ url: '/v1/scan/resolve', params: { code } }),
      keepUnusedDataFor: 0,
    }),
    redeemBundleUnit: b.mutation<BundleRedeemView, BundleRedeemInput>({
      query: (data) => ({ url: '/v1/bundle/redeem', method: 'POST', data }),
    }),
  }),
});

export const { useLazyResolveScanQuery, useRedeemBundleUnitMutation } = scanApi;
