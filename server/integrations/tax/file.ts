import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { TaxDriver } from './types';

/**
 * The default tax driver: the export is the JSON itself (downloaded and uploaded in the tax system's portal),
 * and `send` appends each batch as one JSON line to `tax-outbox.jsonl` in the data directory.
 */
export function fileTaxDriver(dataDir: string): TaxDriver {
  return {
    name: 'file',
    async exportInvoices(invoices) {
      return { invoices };
    },
    async send(invoices) {
      await mkdir(dataDir, { recursive: true });
      const reference = `file-${Date.now()}`;
      await appendFile(path.join(dataDir, 'tax-outbox.jsonl'), `${JSON.stringify({ reference, invoices })}\n`);
      return { accepted: invoices.length, reference };
    },
  };
}
