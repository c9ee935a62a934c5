import Link from 'next/link';
import { useAppDispatch } from '@/store';
import { errorModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import { useAboutUsActionMutation, useAboutUsQuery } from '@/store/api/about-us';
import { type AboutSection } from '@/lib/content-rules';
import { type AboutItemView } from '@/lib/contracts/about-us';
import QueryState from '@/components/ui/QueryState';
import { SECTION_UI, entryKey } from './sections';
import styles from '@/components/panel/shared/PanelList.module.css';

/** /panel/aboutUs/{section}: the entries of one section; edit, remove (after a confirmation) and, for pillars, reorder. */
export function AboutSectionList({ section }: { section: AboutSection }) {
  const ui = SECTION_UI[section];
  const dispatch = useAppDispatch();
  const { data, error, isFetching, refetch } = useAboutUsQuery();
  const [act, state] = useAboutUsActionMutation();
  const items = (data?.[section] ?? []) as AboutItemView[];

  const fail = (err: unknown) => dispatch(errorModal(err));
  const remove = async (item: AboutItemView) => {
    const yes = await askConfirm(dispatch, {
      title: `حذف ${ui.item}`,
      message: `آیا از حذف این ${ui.item} اطمینان دارید؟ «${ui.summary(item)}»`,
      confirmText: 'حذف',
      danger: true,
    });
    if (!yes) return;
    try {
      await act({ section, action: 'remove', data: entryKey(section, item) }).unwrap();
    } catch (err) {
      fail(err);
    }
  };
  // The spec edits strategic pillars as one list ({ pillars }): moving one sends the list in its new order.
  const move = async (i: number, by: -1 | 1) => {
    const j = i + by;
    const next = [...items];
    [next[i], next[j]] = [next[j], next[i]];
    try {
      await act({
        section,
        action: 'edit',
        data: {
          pillars: next.map((p) => ({
            _id: p._id,
            title: (p as { title: string }).title,
            description: (p as { description?: string }).description ?? '',
          })),
        },
      }).unwrap();
    } catch (err) {
      fail(err);
    }
  };

  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>{ui.title}</h1>
        <span className={styles.actions}>
          <Link href="/panel/aboutUs" className="btn btn-ghost btn-sm">
            همه بخش‌ها
          </Link>
          <Link href={`/panel/aboutUs/${ui.add}`} className="btn btn-primary">
            {`افزودن ${ui.item}`}
          </Link>
        </span>
      </div>
      <QueryState query={{ data, error, isFetching, refetch }} isEmpty={() => items.length === 0}>
        {() => (
          <ul className={`card ${styles.list}`} aria-busy={state.isLoading}>
            {items.map((item, i) => (
              <li key={item._id} className={styles.row} data-testid="about-row">
                <div className={styles.rowMain}>
                  {section === 'gallery' && item.url && (
                    // eslint-disable-next-line @next/next/no-img-element -- small API-served thumbnail
                    <img src={item.url} alt="" className={styles.thumb} width={64} height={48} loading="lazy" />
                  )}
                  <div className={styles.rowText}>
                    <strong>{ui.summary(item)}</strong>
                  </div>
                </div>
                <div className={styles.actions}>
                  {section === 'strategicPillars' && (
                    <>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        disabled={i === 0 || state.isLoading}
                        onClick={() => move(i, -1)}
                        aria-label="بالاتر"
                      >
                        ▲
                      </button>
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        disabled={i === items.length - 1 || state.isLoading}
                        onClick={() => move(i, 1)}
                        aria-label="پایین‌تر"
                      >
                        ▼
                      </button>
                    </>
                  )}
                  <Link href={`/panel/aboutUs/${ui.page}/${item._id}`} className="btn btn-outline btn-sm">
                    ویرایش
                  </Link>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => remove(item)}
                    disabled={state.isLoading}
                  >
                    حذف
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
