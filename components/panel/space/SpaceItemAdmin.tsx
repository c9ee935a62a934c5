import { useState } from 'react';
import AdminTable, { type Column } from '@/components/ui/AdminTable';
import EmptyState from '@/components/ui/EmptyState';
import type { SpaceCategoryView, SpaceItemView } from '@/lib/contracts/space/items';
import { SPACE_COPY } from '@/lib/messages/space';
import { toPersianDigits } from '@/lib/digits';
import { effectiveUnitPrice, formatToman } from '@/lib/money';
import { hourLabel } from '@/components/space/hours';
import { useEditSpaceItemMutation, useRemoveSpaceItemMutation, useSpaceMenuQuery } from '@/store/api/space';
import ItemForm from '@/components/panel/menu/ItemForm';
import styles from '@/components/panel/shared/PanelForm.module.css';

type Row = SpaceItemView & { categoryTitle: string };
const rowsOf = (cats: SpaceCategoryView[]): Row[] =>
  cats.flatMap((c) => c.items.map((i) => ({ ...i, categoryTitle: c.title })));

/** /panel/{providerId}/spaceItems: the branch's workspace items: add, edit, switch on and off, remove. */
export default function SpaceItemAdmin({ providerId }: { providerId: string }) {
  const query = useSpaceMenuQuery({ providerId, all: true });
  const [edit] = useEditSpaceItemMutation();
  const [remove] = useRemoveSpaceItemMutation();
  const [editing, setEditing] = useState<SpaceItemView | 'new' | null>(null);
  const categories = query.data?.categories ?? [];
  const columns: Column<Row>[] = [
    { header: 'عنوان', cell: (i) => i.title },
    { header: 'دسته‌بندی', cell: (i) => i.categoryTitle },
    { header: 'نوع', cell: (i) => SPACE_COPY[i.spaceType] },
    {
      header: 'ظرفیت (نفر)',
      cell: (i) => (i.capacity !== null ? toPersianDigits(i.capacity) : <span className={styles.muted}>—</span>),
    },
    {
      header: 'ساعت‌ها',
      cell: (i) =>
        i.spaceType === 'resource' && (i.openingHour !== null || i.closingHour !== null) ? (
          `${i.openingHour !== null ? hourLabel(i.openingHour) : 'شروع شعبه'} تا ${i.closingHour !== null ? hourLabel(i.closingHour) : 'پایان شعبه'}`
        ) : (
          <span className={styles.muted}>ساعت کاری شعبه</span>
        ),
    },
    // The discount is an amount off the price (issue 21 D10).
    {
      header: 'قیمت',
      cell: (i) =>
        `${formatToman(effectiveUnitPrice(i.price, i.reductionPrice))}${i.spaceType === 'resource' ? ' / ساعت' : ' / روز'}`,
    },
    {
      header: 'فعال',
      toggle: {
        checked: (i) => i.active,
        label: (i) => `فعال بودن ${i.title}`,
        onChange: (i, active) => edit({ itemId: i._id, active }).unwrap(),
      },
    },
  ];
  return (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {editing ? (
        <ItemForm
          kind="space"
          key={editing === 'new' ? 'new' : editing._id}
          providerId={providerId}
          categories={categories}
          item={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : categories.length > 0 ? (
        <div>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing('new')}
            data-testid="new-space-item"
          >
            + فضای جدید
          </button>
        </div>
      ) : null}
      {query.data && categories.length === 0 && <EmptyState title="ابتدا یک دسته‌بندی فضا بسازید." />}
      <AdminTable
        query={query}
        rows={(d) => rowsOf(d.categories)}
        rowKey={(i) => i._id}
        columns={columns}
        caption="فضاهای کار"
        testId="space-item-table"
        rowTestId="space-item-row"
        actions={[
          { label: 'ویرایش', onClick: (i) => setEditing(i), testId: 'edit-space-item' },
          // The room's door tablet (issue 28): opened here by staff, it stays signed in as them.
          {
            label: 'صفحه ورود (کیوسک)',
            href: (i) => `/checkin/${encodeURIComponent(i._id)}?providerId=${encodeURIComponent(providerId)}`,
            testId: 'kiosk-link',
          },
          {
            label: 'حذف',
            testId: 'remove-space-item',
            // The spec's 'removeSpaceItem' confirm.
            confirm: (i) => ({
              title: 'حذف فضا',
              message: `«${i.title}» حذف شود؟ اگر رزروی داشته باشد، برای سابقه نگه داشته و از منو پنهان می‌شود.`,
              confirmText: 'حذف',
              danger: true,
            }),
            onClick: (i) => remove(i._id).unwrap(),
          },
        ]}
      />
    </div>
  );
}
