import AdminTable, { type Column } from '@/components/ui/AdminTable';
import InlineForm from '@/components/ui/form/InlineForm';
import { ZSpaceCategoryAdd, type SpaceCategoryView } from '@/lib/contracts/space/items';
import { toPersianDigits } from '@/lib/digits';
import {
  useAddSpaceCategoryMutation,
  useEditSpaceCategoryMutation,
  useRemoveSpaceCategoryMutation,
  useSpaceMenuQuery,
} from '@/store/api/space';
import styles from '@/components/panel/shared/PanelForm.module.css';

/** /panel/{providerId}/spaceCategory: the branch's workspace categories: add, switch on and off, remove (when empty). */
export default function SpaceCategoryAdmin({ providerId }: { providerId: string }) {
  const query = useSpaceMenuQuery({ providerId, all: true });
  const [add] = useAddSpaceCategoryMutation();
  const [edit] = useEditSpaceCategoryMutation();
  const [remove] = useRemoveSpaceCategoryMutation();
  const columns: Column<SpaceCategoryView>[] = [
    { header: 'عنوان', cell: (c) => c.title },
    { header: 'تعداد فضاها', cell: (c) => toPersianDigits(c.items.length) },
    {
      header: 'فعال',
      toggle: {
        checked: (c) => c.active,
        label: (c) => `فعال بودن ${c.title}`,
        onChange: (c, active) => edit({ menuCategoryId: c._id, active }).unwrap(),
      },
    },
  ];
  return (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <section className="card" style={{ padding: '1rem' }} aria-label="دسته‌بندی جدید">
        <InlineForm
          schema={ZSpaceCategoryAdd}
          defaultValues={{ providerId, title: '' }}
          name="title"
          id="space-category-title"
          label="عنوان دسته‌بندی جدید"
          placeholder="عنوان دسته‌بندی جدید، مثلا اتاق‌های جلسه"
          maxLength={120}
          submitText="افزودن دسته‌بندی"
          rowClassName={styles.top}
          resetAfter
          inputTestId="space-category-input"
          onSubmit={(v) => add(v).unwrap()}
        />
      </section>
      <AdminTable
        query={query}
        rows={(d) => d.categories}
        rowKey={(c) => c._id}
        columns={columns}
        caption="دسته‌بندی فضاها"
        testId="space-category-table"
        rowTestId="space-category-row"
        actions={[
          {
            label: 'حذف',
            testId: 'remove-space-category',
            // The spec's 'removeSpaceCategoryItem' confirm.
            confirm: (c) => ({
              title: 'حذف دسته‌بندی',
              message: `دسته‌بندی «${c.title}» حذف شود؟ دسته‌بندی باید خالی باشد.`,
              confirmText: 'حذف',
              danger: true,
            }),
            onClick: (c) => remove(c._id).unwrap(),
          },
        ]}
      />
    </div>
  );
}
