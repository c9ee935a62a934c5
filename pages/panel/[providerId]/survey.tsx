import BranchPanelPage from '@/components/panel/BranchPanelPage';
import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import EmptyState from '@/components/ui/EmptyState';
import type { RatingView } from '@/lib/contracts/order-feedback';
import { toPersianDigits } from '@/lib/digits';
import { jalaliDateTime } from '@/lib/jalali';
import { RATING_TEXT } from '@/lib/messages/order-feedback';
import { useProviderSurveyQuery } from '@/store/api/order-feedback';
import styles from '@/components/panel/shared/PanelForm.module.css';

const stars = (n: number) => `${'★'.repeat(n)}${'☆'.repeat(5 - n)}`;

function Survey({ providerId }: { providerId: string }) {
  const [page, setPage] = useState(1);
  const query = useProviderSurveyQuery({ providerId, page }, { refetchOnMountOrArgChange: true });
  const columns: Column<RatingView>[] = [
    { header: RATING_TEXT.colOrder, cell: (r) => `شماره ${toPersianDigits(r.orderNumber)}` },
    { header: RATING_TEXT.colCustomer, cell: (r) => r.customerName || 'مشتری بدون نام' },
    {
      header: RATING_TEXT.colScore,
      cell: (r) => (
        <span
          aria-label={`${toPersianDigits(r.score)} از ${toPersianDigits(5)}`}
          style={{ color: 'var(--c-accent)', whiteSpace: 'nowrap', direction: 'ltr', display: 'inline-block' }}
        >
          {stars(r.score)}
        </span>
      ),
    },
    { header: RATING_TEXT.colComment, cell: (r) => r.comment || <span className={styles.muted}>—</span>, wrap: true },
    { header: RATING_TEXT.colDate, cell: (r) => jalaliDateTime(r.createdAt) },
  ];
  const data = query.data;
  return (
    <>
      {data && data.total > 0 && (
        <p className={`card ${styles.card}`} data-testid="survey-average">
          {RATING_TEXT.average}: <strong>{toPersianDigits(data.average ?? 0)}</strong> از {toPersianDigits(5)} ·{' '}
          {RATING_TEXT.count}: <strong>{toPersianDigits(data.total)}</strong>
        </p>
      )}
      <AdminTable
        query={query}
        rows={(d) => d.ratings}
        rowKey={(r) => r.orderId}
        columns={columns}
        caption={RATING_TEXT.surveyNav}
        testId="survey-table"
        empty={<EmptyState icon="receipt" title={RATING_TEXT.empty} text={RATING_TEXT.emptyHint} />}
        paging={{ page, pageSize: 20, total: (d) => d.total, onPage: setPage }}
      />
    </>
  );
}

/** /panel/{providerId}/survey: customers' ratings of delivered orders (the SMS survey) with their average. */
export default function PanelSurveyPage() {
  return (
    <BranchPanelPage
      flag="orders"
      title={RATING_TEXT.surveyNav}
      frame="heading"
      styles={styles}
      pageClassName={`container ${styles.page}`}
    >
      {({ providerId }) => <Survey providerId={providerId} />}
    </BranchPanelPage>
  );
}
