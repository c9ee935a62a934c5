import { z } from 'zod';
import { route } from '@/server/http/route';
import { ATTACHMENT_FILE_NAME } from '@/lib/contracts/ticket/schemas';
import { readAttachment } from '@/server/services/ticket/read-attachment';

/** `filename*` carries the Persian name; the plain `filename` is an ASCII stand-in for old clients. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export default route({
  GET: {
    auth: 'user',
    query: z.object({ fileName: z.string().regex(ATTACHMENT_FILE_NAME), download: z.enum(['1', 'true']).optional() }),
    run: async ({ user, query, res }) => {
      const file = await readAttachment({ user, fileName: query.fileName });
      // Images open in the page; a PDF is always downloaded rather than rendered inside the app's origin.
      const inline = file.contentType.startsWith('image/') && !query.download;
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', String(file.data.length));
      res.setHeader('Content-Disposition', disposition(inline ? 'inline' : 'attachment', file.originalName));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      // Private: never kept by a shared cache, nor by the browser once the tab is gone.
      res.setHeader('Cache-Control', 'private, no-store');
      res.status(200).send(file.data);
    },
  },
});
