export { providerStat, dailyOrderStat } from './provider-stat';
export { aggregationStat } from './aggregation-stat';
export { userStat } from './user-stat';
export { financialReport } from './financial-report';
export { exportFinancialReport } from './export-financial';
export { bankDaily, walletDaily, walletAmountTotal } from './money-daily';
