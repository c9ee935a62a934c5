import PanelGuard from '@/components/panel/PanelGuard';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import VatRateForm from '@/components/panel/vat/VatRateForm';
import type { VatRateView } from '@/lib/contracts/invoice';
import { toPersianDigits } from '@/lib/digits';
import { isoDayToJalali, tehranIsoDate } from '@/lib/jalali';
import { VAT_TEXT } from '@/lib/messages/vat';
import { useVatRatesQuery } from '@/store/api/invoice';
import styles from '@/components/panel/shared/PanelForm.module.css';

function Rates() {
  const query = useVatRatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const today = tehranIsoDate(new Date());
  const rates = query.data?.rates ?? [];
  // The rate in force is the latest that started on or before today.
  const current = [...rates].reverse().find((r) => r.from <= today)?.from;
  const columns: Column<VatRateView>[] = [
    { header: VAT_TEXT.ratePercent, cell: (r) => `${toPersianDigits(r.percent)}٪` },
    { header: VAT_TEXT.rateFrom, cell: (r) => isoDayToJalali(r.from) },
    {
      header: 'وضعیت',
      cell: (r) =>
        r.from === current ? (
          <span className="badge">{VAT_TEXT.inForce}</span>
        ) : r.from > today ? (
          VAT_TEXT.upcoming
        ) : (
          '—'
        ),
    },
  ];
  return (
    <>
      <p className={styles.muted}>{VAT_TEXT.ratesHelp}</p>
      <AdminTable
        query={query}
        rows={(d) => d.rates}
        rowKey={(r) => r.from}
        columns={columns}
        caption={VAT_TEXT.ratesTitle}
        testId="vat-rates-table"
      />
      <VatRateForm onAdded={() => void query.refetch()} />
    </>
  );
}

/** /panel/vatRates: head office sees the VAT rates and adds a future one (providers permission). */
export default function VatRatesPage() {
  return (
    <PanelGuard title={VAT_TEXT.ratesTitle} flag="providers">
      {() => (
        <div className={`container ${styles.page}`}>
          <h1 className={styles.heading}>{VAT_TEXT.ratesTitle}</h1>
          <Rates />
        </div>
      )}
    </PanelGuard>
  );
}
