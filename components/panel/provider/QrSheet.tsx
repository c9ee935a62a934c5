import Link from 'next/link';
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import QueryState from '@/components/ui/QueryState';
import { PanelNotice } from '@/components/panel/PanelGuard';
import { usePanelProvidersQuery, useTablesQuery } from '@/store/api/provider';
import { toPersianDigits } from '@/lib/digits';
import { tableExtraLabel, type TableAdminView } from '@/lib/contracts/provider';
import styles from './QrSheet.module.css';

/** One table's code as SVG markup, pointing at this site's /qr/{tableId}. */
function useQrSvg(path: string): string | null {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(new URL(path, window.location.origin).href, {
      type: 'svg',
      margin: 2,
      errorCorrectionLevel: 'M',
    }).then((s) => {
      if (live) setSvg(s);
    });
    return () => {
      live = false;
    };
  }, [path]);
  return svg;
}

function QrCard({ table }: { table: TableAdminView }) {
  const svg = useQrSvg(table.qrPath);
  const name = `میز ${toPersianDigits(table.number)}`;
  return (
    <li className={styles.card} data-testid="qr-card" data-table-id={table._id}>
      {svg ? (
        // The qrcode library's own SVG (paths only, no text from users).
        <div
          className={styles.code}
          role="img"
          aria-label={`کد QR ${name}`}
          data-testid="qr-code"
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      ) : (
        <div className={styles.code} aria-hidden />
      )}
      <strong className={styles.name}>{name}</strong>
      {tableExtraLabel(table) && <span className={styles.label}>{tableExtraLabel(table)}</span>}
      <span className={styles.hint}>برای دیدن منو و سفارش، کد را اسکن کنید</span>
    </li>
  );
}

/**
 * The printable sheet: every table's QR code on A4, twelve to a page, or (with `tableId`, from a
 * table's «کد QR») that one table's code to reprint; the header and buttons do not print.
 */
export default function QrSheet({ providerId, tableId }: { providerId: string; tableId?: string }) {
  const query = useTablesQuery(providerId);
  const branch = usePanelProvidersQuery().data?.providers.find((p) => p._id === providerId);
  const tablesHref = `/panel/${encodeURIComponent(providerId)}/tables`;
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.toolbar}>
        <Link href={tablesHref} className="btn btn-ghost">
          بازگشت به میزها
        </Link>
        {tableId && (
          <Link href={`${tablesHref}/print`} className="btn btn-ghost" data-testid="qr-all-tables">
            برگه همه میزها
          </Link>
        )}
        <button type="button" className="btn btn-primary" onClick={() => window.print()} data-testid="qr-print">
          چاپ
        </button>
      </div>
      <QueryState query={query} isEmpty={(d) => d.tables.length === 0}>
        {(d) => {
          const tables = tableId ? d.tables.filter((t) => t._id === tableId) : d.tables;
          if (tables.length === 0) return <PanelNotice tone="error">این میز پیدا نشد؛ شاید حذف شده است.</PanelNotice>;
          return (
            <section
              className={styles.sheet}
              aria-label={tableId ? `کد QR میز ${toPersianDigits(tables[0].number)}` : 'برگه کدهای QR'}
            >
              {/* A4 paper; only the sheet prints (no header, tab bar or buttons). */}
              <style jsx global>{`
                @page {
                  size: A4;
                  margin: 12mm;
                }
                @media print {
                  body * {
                    visibility: hidden;
                  }
                }
              `}</style>
              {branch && <h1 className={styles.branch}>{branch.name}</h1>}
              <ul className={styles.grid}>
                {tables.map((t) => (
                  <QrCard key={t._id} table={t} />
                ))}
              </ul>
            </section>
          );
        }}
      </QueryState>
    </div>
  );
}
