import { useMemo, useState } from 'react';
import Modal from '@/components/ui/Modal';
import QueryState from '@/components/ui/QueryState';
import ItemOptionsSheet, { type SheetChoice } from '@/components/menu/ItemOptionsSheet';
import type { ItemView } from '@/lib/contracts/menu/customer';
import type { TabView } from '@/lib/contracts/tab';
import { effectiveUnitPrice, formatToman } from '@/lib/money';
import { toPersianDigits } from '@/lib/digits';
import { useAppDispatch } from '@/store';
import { errorModal } from '@/store/slices/modalsSlice';
import { useMenuListQuery } from '@/store/api/menu';
import { useAddTabLineMutation } from '@/store/api/tab';
import { TAB_TEXT } from './text';
import styles from './Tab.module.css';

/**
 * The branch's cafe menu as a sheet over the tab: a tap adds one to the viewer's own part; an item with
 * option groups opens the menu's own options sheet (the same one the menu and the counter use).
 */
export default function TabMenuSheet({ tab, onClose }: { tab: TabView; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const menu = useMenuListQuery(tab.providerId);
  const [addLine, adding] = useAddTabLineMutation();
  const [sheetItem, setSheetItem] = useState<ItemView | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const cafe = useMemo(
    () => (menu.data?.menuList ?? []).filter((c) => c.kind === 'cafe' && c.items.some((i) => i.active)),
    [menu.data],
  );
  const shown = cafe.find((c) => c._id === category) ?? cafe[0];

  const add = async (item: ItemView, choice?: SheetChoice) => {
    try {
      await addLine({
        tabId: tab._id,
        _id: item._id,
        count: choice?.count ?? 1,
        ...(choice?.options.length ? { options: choice.options } : {}),
        ...(choice?.note ? { note: choice.note } : {}),
      }).unwrap();
      setAdded(TAB_TEXT.added(item.title));
    } catch (err) {
      dispatch(errorModal(err));
    }
  };

  if (sheetItem)
    return (
      <ItemOptionsSheet
        item={sheetItem}
        onClose={() => setSheetItem(null)}
        onAdd={(c) => void add(sheetItem, c)}
        addLabel={TAB_TEXT.addToMine}
      />
    );

  return (
    <Modal
      title={TAB_TEXT.menuTitle}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-primary btn-block" onClick={onClose} data-testid="tab-menu-done">
          بازگشت به میز
        </button>
      }
    >
      <QueryState
        query={menu}
        isEmpty={() => cafe.length === 0}
        empty={<p className={styles.muted}>{TAB_TEXT.menuEmpty}</p>}
      >
        {() => (
          <div className={styles.menu}>
            <div className={styles.chips} role="tablist" aria-label="دسته‌بندی‌ها">
              {cafe.map((c) => (
                <button
                  key={c._id}
                  type="button"
                  role="tab"
                  aria-selected={c._id === shown?._id}
                  className={`${styles.chip} ${c._id === shown?._id ? styles.chipOn : ''}`}
                  onClick={() => setCategory(c._id)}
                >
                  {c.title}
                </button>
              ))}
            </div>
            <ul className={styles.menuItems} role="tabpanel" aria-label={shown?.title}>
              {shown?.items
                .filter((i) => i.active)
                .map((i) => {
                  const mine = tab.drafts.reduce((n, l) => n + (l.itemId === i._id ? l.count : 0), 0);
                  return (
                    <li key={i._id}>
                      <button
                        type="button"
                        className={styles.menuItem}
                        disabled={!i.available || adding.isLoading}
                        onClick={() => (i.optionGroups?.length ? setSheetItem(i) : void add(i))}
                        aria-haspopup={i.optionGroups?.length ? 'dialog' : undefined}
                        aria-label={`افزودن ${i.title}`}
                        data-testid="tab-menu-item"
                      >
                        <span className={styles.menuTitle}>
                          {i.title}
                          {mine > 0 && <span className={styles.inTab}>{toPersianDigits(mine)}</span>}
                        </span>
                        <span className={styles.menuPrice}>
                          {i.available ? formatToman(effectiveUnitPrice(i.price, i.reductionPrice)) : TAB_TEXT.soldOut}
                        </span>
                      </button>
                    </li>
                  );
                })}
            </ul>
          </div>
        )}
      </QueryState>
      <p className="sr-only" role="status">
        {added}
      </p>
    </Modal>
  );
}
