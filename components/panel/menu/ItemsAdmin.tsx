import { useEffect, useMemo, useRef, useState } from 'react';
import { describeError } from '@/api-client';
import AdminTable from '@/components/ui/AdminTable';
import type { PanelItemView } from '@/lib/contracts/menu/admin';
import { itemPhotoUrl } from '@/lib/client/site';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { MENU_TEXT } from '@/lib/messages/menu';
import {
  useItemBonusMutation,
  usePanelCategoriesQuery,
  usePanelItemsQuery,
  useItemStatusMutation,
  useRemoveItemMutation,
  useSortItemsMutation,
} from '@/store/api/menu';
import ItemForm from './ItemForm';
import MenuVouchers from './MenuVouchers';
import SortableList from './SortableList';
import styles from './Menu.module.css';

const PAGE = 20;
type ItemList = { items: PanelItemView[]; total: number };

/**
 * /panel/{providerId}/items: the branch's cafe items. Those who may change the menu add, edit, order,
 * switch and remove items; a barista marks them available or sold out ('تمام شد').
 */
export default function ItemsAdmin({ providerId, canEdit }: { providerId: string; canEdit: boolean }) {
  const query = usePanelItemsQuery(providerId);
  const cats = usePanelCategoriesQuery(providerId);
  const [setStatus] = useItemStatusMutation();
  const [setBonus] = useItemBonusMutation();
  const [vouchersOf, setVouchersOf] = useState<PanelItemView | null>(null);
  const [remove] = useRemoveItemMutation();
  const [sort, sortState] = useSortItemsMutation();
  const [categoryId, setCategoryId] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PanelItemView | 'new' | null>(null);
  const [sortError, setSortError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const formTop = useRef<HTMLDivElement>(null);
  const categories = cats.data?.categories ?? [];

  const shown = useMemo(
    () => (query.data?.items ?? []).filter((i) => !categoryId || i.categoryId === categoryId),
    [query.data, categoryId],
  );
  useEffect(() => {
    if (editing) formTop.current?.scrollIntoView({ block: 'start' });
  }, [editing]);

  return (
    <>
      <div className={styles.toolbar}>
        <label className="sr-only" htmlFor="items-category">
          دسته‌بندی
        </label>
        <select
          id="items-category"
          className="input"
          value={categoryId}
          onChange={(e) => {
            setCategoryId(e.target.value);
            setPage(1);
          }}
          data-testid="items-category-filter"
        >
          <option value="">همه دسته‌بندی‌ها</option>
          {categories.map((c) => (
            <option key={c._id} value={c._id}>
              {c.title}
            </option>
          ))}
        </select>
        {canEdit && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setSaved(null);
              setEditing('new');
            }}
            disabled={!categories.length}
            data-testid="new-item"
          >
            + آیتم جدید
          </button>
        )}
      </div>
      {canEdit && cats.data && !categories.length && (
        <p className={styles.muted}>برای افزودن آیتم، ابتدا یک دسته‌بندی بسازید.</p>
      )}

      <div ref={formTop}>
        {canEdit && editing && (
          <ItemForm
            key={editing === 'new' ? 'new' : editing._id}
            providerId={providerId}
            categories={categories}
            item={editing === 'new' ? undefined : editing}
            categoryId={categoryId || undefined}
            onDone={(done) => {
              setEditing(null);
              setSaved(
                done
                  ? done.added
                    ? `آیتم «${done.title}» به منو افزوده شد.`
                    : `تغییرات آیتم «${done.title}» ذخیره شد.`
                  : null,
              );
            }}
          />
        )}
        {saved && !editing && (
          <p className={styles.saved} role="status" data-testid="item-saved">
            {saved}
          </p>
        )}
      </div>

      <AdminTable<ItemList, PanelItemView>
        query={query}
        rows={() => shown.slice((page - 1) * PAGE, page * PAGE)}
        rowKey={(i) => i._id}
        caption="آیتم‌های منو"
        testId="items-table"
        rowTestId="item-row"
        empty={<p className={styles.muted}>آیتمی در این دسته‌بندی نیست.</p>}
        paging={{ page, pageSize: PAGE, total: () => shown.length, onPage: setPage }}
        columns={[
          {
            header: '',
            srHeader: 'تصویر',
            width: '4.5rem',
            cell: (i) => {
              const src = itemPhotoUrl(i.cover);
              return src ? (
                // eslint-disable-next-line @next/next/no-img-element -- a small stored thumbnail with its own cache headers
                <img src={src} alt="" className={styles.thumb} width={56} height={42} loading="lazy" />
              ) : (
                <span className={styles.thumb} aria-hidden="true" />
              );
            },
          },
          {
            header: 'نام',
            cell: (i) => (
              <>
                {i.title}
                <div className={styles.muted}>{i.categoryTitle}</div>
              </>
            ),
          },
          { header: 'قیمت', width: '8rem', cell: (i) => formatToman(i.price - i.reductionPrice) },
          {
            header: 'موجودی',
            width: '6rem',
            cell: (i) =>
              i.stock === null ? (
                <span className={styles.muted}>نامحدود</span>
              ) : i.stock === 0 ? (
                <span className={styles.badgeLow}>{MENU_TEXT.soldOut}</span>
              ) : (
                toPersianDigits(i.stock)
              ),
          },
          ...(canEdit
            ? [
                {
                  header: 'نمایش در منو',
                  width: '7rem',
                  toggle: {
                    checked: (i: PanelItemView) => i.active,
                    label: (i: PanelItemView) => `نمایش ${i.title} در منو`,
                    onChange: (i: PanelItemView, on: boolean) =>
                      setStatus({ providerId, itemId: i._id, status: on ? 'active' : 'inactive' }).unwrap(),
                  },
                },
                {
                  header: 'تخفیف باشگاه',
                  width: '7rem',
                  toggle: {
                    checked: (i: PanelItemView) => i.hasMembershipDiscount,
                    label: (i: PanelItemView) => `تخفیف اعضای باشگاه روی ${i.title}`,
                    onChange: (i: PanelItemView, on: boolean) => setBonus({ providerId, itemId: i._id, on }).unwrap(),
                  },
                },
              ]
            : []),
          {
            header: 'موجود',
            width: '6rem',
            toggle: {
              checked: (i) => i.markedAvailable,
              label: (i) => `${i.title} موجود است`,
              onChange: (i, on) =>
                setStatus({ providerId, itemId: i._id, status: on ? 'available' : 'soldOut' }).unwrap(),
            },
          },
        ]}
        actions={
          canEdit
            ? [
                { label: 'ویرایش', onClick: (i) => setEditing(i), testId: 'item-edit' },
                { label: 'کد تخفیف', onClick: (i) => setVouchersOf(i), testId: 'item-vouchers' },
                {
                  label: 'گزینه‌ها',
                  href: (i) => `/panel/${encodeURIComponent(providerId)}/itemOptions/${encodeURIComponent(i._id)}`,
                  testId: 'item-options',
                },
                {
                  label: 'حذف',
                  testId: 'item-remove',
                  confirm: (i) => ({
                    title: MENU_TEXT.removeItemTitle,
                    message: MENU_TEXT.removeItem(i.title),
                    confirmText: 'حذف',
                  }),
                  onClick: (i) => remove({ providerId, itemId: i._id }).unwrap(),
                },
              ]
            : []
        }
      />

      {vouchersOf && (
        <MenuVouchers
          providerId={providerId}
          kind="item"
          targetId={vouchersOf._id}
          targetTitle={vouchersOf.title}
          onClose={() => setVouchersOf(null)}
        />
      )}

      {canEdit && categoryId && shown.length > 1 && (
        <section className={`card ${styles.section}`} aria-labelledby="items-order">
          <h2 id="items-order" className={styles.sectionTitle}>
            ترتیب آیتم‌های این دسته‌بندی
          </h2>
          <p className={styles.muted}>
            با کشیدن دستگیره یا دکمه‌های بالا و پایین جابه‌جا کنید؛ ترتیب همان لحظه ذخیره می‌شود.
          </p>
          {sortError && (
            <p className="field-error" role="alert">
              {sortError}
            </p>
          )}
          <SortableList
            rows={shown.map((i) => ({ id: i._id, label: i.title, sub: i.active ? undefined : 'پنهان' }))}
            label="ترتیب آیتم‌ها"
            disabled={sortState.isLoading}
            testId="items-sort"
            onReorder={(ids) => {
              setSortError(null);
              sort({ providerId, categoryId, itemIds: ids })
                .unwrap()
                .catch((e: unknown) => setSortError(describeError(e).message));
            }}
          />
        </section>
      )}
      {canEdit && !categoryId && <p className={styles.muted}>برای تغییر ترتیب آیتم‌ها، یک دسته‌بندی را انتخاب کنید.</p>}
    </>
  );
}
