import { route } from '@/server/http/route';
import { statRangeQueries } from '@/lib/contracts/stats';
import { clockNow } from '@/server/clock';
import { exportFinancialReport } from '@/server/services/stats/export-financial';

const { ZFinancialQuery } = statRangeQueries(clockNow);

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export default route({
  GET: {
    auth: 'user',
    perm: { flag: 'stats', provider: ({ query }) => query.providerId },
    query: ZFinancialQuery,
    run: async ({ query, res }) => {
      const file = await exportFinancialReport(query);
      const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_');
      res.setHeader('Content-Type', XLSX);
      res.setHeader('Content-Length', String(file.data.length));
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.status(200).send(file.data);
    },
  },
});
