import { useState } from 'react';
import AdminTable from '@/components/ui/AdminTable';
import type { IngredientView } from '@/lib/contracts/menu/admin';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import { toPersianDigits } from '@/lib/digits';
import { MENU_TEXT, UNIT_LABELS } from '@/lib/messages/menu';
import { useIngredientsQuery, useRemoveIngredientMutation } from '@/store/api/menu';
import IngredientForm from './IngredientForm';
import LowStockNotice from './LowStockNotice';
import styles from './Menu.module.css';

type List = { ingredients: IngredientView[]; total: number; lowCount: number };

/** /panel/{providerId}/ingredients: the branch's ingredients, low ones first and flagged, 20 a page. */
export default function IngredientsAdmin({ providerId, lowOnly = false }: { providerId: string; lowOnly?: boolean }) {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [low, setLow] = useState(lowOnly);
  const [editing, setEditing] = useState<IngredientView | 'new' | null>(null);
  const debounced = useDebouncedValue(text, 400);
  const query = useIngredientsQuery({ providerId, page, text: debounced.trim(), low });
  const [remove] = useRemoveIngredientMutation();

  return (
    <>
      <LowStockNotice providerId={providerId} link={false} />
      {editing ? (
        <IngredientForm
          key={editing === 'new' ? 'new' : editing._id}
          providerId={providerId}
          ingredient={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <div>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing('new')}
            data-testid="new-ingredient"
          >
            + ماده اولیه جدید
          </button>
        </div>
      )}
      <AdminTable<List, IngredientView>
        query={query}
        rows={(d) => d.ingredients}
        rowKey={(g) => g._id}
        caption="مواد اولیه"
        testId="ingredients-table"
        rowTestId="ingredient-row"
        empty={
          <p className={styles.muted}>
            {low ? 'هیچ ماده اولیه‌ای به حد هشدار نرسیده است.' : 'ماده اولیه‌ای ثبت نشده است.'}
          </p>
        }
        paging={{ page, pageSize: 20, total: (d) => d.total, onPage: setPage }}
        filters={
          <div className={styles.toolbar}>
            <label className="sr-only" htmlFor="ing-search">
              جستجو
            </label>
            <input
              id="ing-search"
              className="input"
              value={text}
              placeholder="جستجوی نام"
              onChange={(e) => {
                setText(e.target.value);
                setPage(1);
              }}
            />
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={low}
                onChange={(e) => {
                  setLow(e.target.checked);
                  setPage(1);
                }}
              />
              فقط موجودی کم
            </label>
          </div>
        }
        columns={[
          { header: 'نام', cell: (g) => g.title },
          {
            header: 'موجودی',
            width: '9rem',
            cell: (g) => (
              <span className={g.low ? styles.badgeLow : styles.badgeOk}>
                {toPersianDigits(g.stock)} {UNIT_LABELS[g.unit]}
              </span>
            ),
          },
          { header: 'حد هشدار', width: '7rem', cell: (g) => `${toPersianDigits(g.alertAt)} ${UNIT_LABELS[g.unit]}` },
          {
            header: 'در آیتم‌ها',
            wrap: true,
            cell: (g) =>
              g.items.length ? (
                g.items.map((i) => `${i.title} (${toPersianDigits(i.amount)})`).join('، ')
              ) : (
                <span className={styles.muted}>—</span>
              ),
          },
        ]}
        actions={[
          { label: 'ویرایش', onClick: (g) => setEditing(g), testId: 'ingredient-edit' },
          // One used in a recipe is refused by the server with its Persian reason (issue 21 D09).
          {
            label: 'حذف',
            testId: 'ingredient-remove',
            confirm: (g) => ({
              title: MENU_TEXT.removeIngredientTitle,
              message: MENU_TEXT.removeIngredient(g.title),
              confirmText: 'حذف',
            }),
            onClick: (g) => remove({ ingredientId: g._id }).unwrap(),
          },
        ]}
      />
    </>
  );
}
