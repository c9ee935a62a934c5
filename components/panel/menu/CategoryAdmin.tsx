import { useState } from 'react';
import { describeError } from '@/api-client';
import AdminTable from '@/components/ui/AdminTable';
import { InlineForm } from '@/components/ui/form';
import { ZCategoryEdit } from '@/lib/contracts/menu/admin';
import type { PanelCategoryView } from '@/lib/contracts/menu/admin';
import { toPersianDigits } from '@/lib/digits';
import { MENU_TEXT } from '@/lib/messages/menu';
import {
  usePanelCategoriesQuery,
  useCategoryActiveMutation,
  useRemoveCategoryMutation,
  useSaveCategoryMutation,
  useSortCategoriesMutation,
} from '@/store/api/menu';
import SortableList from './SortableList';
import MenuVouchers from './MenuVouchers';
import styles from './Menu.module.css';

const ZTitle = ZCategoryEdit.pick({ title: true });

/** /panel/{providerId}/category: the cafe menu's categories: add, rename, show/hide, remove, order. */
export default function CategoryAdmin({ providerId }: { providerId: string }) {
  const query = usePanelCategoriesQuery(providerId);
  const [save] = useSaveCategoryMutation();
  const [remove] = useRemoveCategoryMutation();
  const [setActive] = useCategoryActiveMutation();
  const [sort, sortState] = useSortCategoriesMutation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [vouchersOf, setVouchersOf] = useState<PanelCategoryView | null>(null);
  const [sortError, setSortError] = useState<string | null>(null);
  const categories = query.data?.categories ?? [];

  return (
    <>
      <section className={`card ${styles.section}`} aria-labelledby="cat-add">
        <h2 id="cat-add" className={styles.sectionTitle}>
          دسته‌بندی جدید
        </h2>
        <InlineForm
          schema={ZTitle}
          defaultValues={{ title: '' }}
          name="title"
          id="cat-new-title"
          label="نام دسته‌بندی جدید"
          placeholder="مثلا نوشیدنی‌های سرد"
          maxLength={80}
          inputTestId="category-title"
          submitText="افزودن"
          rowClassName={styles.toolbar}
          resetAfter
          onSubmit={(v) => save({ providerId, title: v.title }).unwrap()}
        />
      </section>

      <AdminTable<{ categories: PanelCategoryView[]; total: number }, PanelCategoryView>
        query={query}
        rows={(d) => d.categories}
        rowKey={(c) => c._id}
        caption="دسته‌بندی‌های منو"
        testId="category-table"
        rowTestId="category-row"
        empty={<p className={styles.muted}>هنوز دسته‌بندی‌ای ثبت نشده است.</p>}
        columns={[
          {
            header: 'نام',
            cell: (c) =>
              renaming === c._id ? (
                <InlineForm
                  schema={ZTitle}
                  defaultValues={{ title: c.title }}
                  name="title"
                  id={`cat-title-${c._id}`}
                  label={`نام تازه ${c.title}`}
                  maxLength={80}
                  submitText="ذخیره"
                  rowClassName={styles.toolbar}
                  requireChange
                  autoFocus
                  onSubmit={async (v) => {
                    await save({ providerId, menuCategoryId: c._id, title: v.title }).unwrap();
                    setRenaming(null);
                  }}
                >
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRenaming(null)}>
                    انصراف
                  </button>
                </InlineForm>
              ) : (
                c.title
              ),
          },
          { header: 'تعداد آیتم', width: '7rem', cell: (c) => toPersianDigits(c.itemCount) },
          {
            header: 'نمایش در منو',
            width: '8rem',
            toggle: {
              checked: (c) => c.active,
              label: (c) => `نمایش ${c.title} در منو`,
              onChange: (c, on) => setActive({ providerId, menuCategoryId: c._id, active: on }).unwrap(),
            },
          },
        ]}
        actions={[
          { label: 'تغییر نام', onClick: (c) => setRenaming(c._id), testId: 'category-rename' },
          { label: 'کد تخفیف', onClick: (c) => setVouchersOf(c), testId: 'category-vouchers' },
          {
            label: 'حذف',
            testId: 'category-remove',
            confirm: (c) => ({
              title: MENU_TEXT.removeCategoryTitle,
              message: MENU_TEXT.removeCategory(c.title),
              confirmText: 'حذف',
            }),
            onClick: (c) => remove({ providerId, menuCategoryId: c._id }).unwrap(),
          },
        ]}
      />

      {vouchersOf && (
        <MenuVouchers
          providerId={providerId}
          kind="category"
          targetId={vouchersOf._id}
          targetTitle={vouchersOf.title}
          onClose={() => setVouchersOf(null)}
        />
      )}

      {categories.length > 1 && (
        <section className={`card ${styles.section}`} aria-labelledby="cat-order">
          <h2 id="cat-order" className={styles.sectionTitle}>
            ترتیب نمایش در منو
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
            rows={categories.map((c) => ({ id: c._id, label: c.title, sub: c.active ? undefined : 'پنهان' }))}
            label="ترتیب دسته‌بندی‌ها"
            disabled={sortState.isLoading}
            testId="category-sort"
            onReorder={(ids) => {
              setSortError(null);
              sort({ providerId, categoryIds: ids })
                .unwrap()
                .catch((e: unknown) => setSortError(describeError(e).message));
            }}
          />
        </section>
      )}
    </>
  );
}
