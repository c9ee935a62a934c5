import Link from 'next/link';
import { useAboutUsQuery } from '@/store/api/about-us';
import { ABOUT_SECTIONS } from '@/lib/content-rules';
import { toPersianDigits } from '@/lib/digits';
import NoResult from '@/components/ui/NoResult';
import { SECTION_UI } from './sections';
import styles from '@/components/panel/shared/PanelList.module.css';

/** /panel/aboutUs: every section with how many entries it has. */
export function AboutIndex() {
  const { data, isError, refetch } = useAboutUsQuery();
  if (isError)
    return (
      <NoResult
        title="خطا در دریافت داده‌ها"
        action={
          <button type="button" className="btn btn-primary" onClick={() => refetch()}>
            تلاش دوباره
          </button>
        }
      />
    );
  return (
    <>
      <h1 className={styles.title}>درباره ما</h1>
      <div className={styles.sections}>
        {ABOUT_SECTIONS.map((s) => (
          <div key={s} className={`card ${styles.sectionCard}`}>
            <strong>{SECTION_UI[s].title}</strong>
            <span className="muted">{data ? `${toPersianDigits(data[s].length)} مورد` : '…'}</span>
            <span className={styles.actions}>
              <Link href={`/panel/aboutUs/${SECTION_UI[s].page}`} className="btn btn-outline btn-sm">
                فهرست
              </Link>
              <Link href={`/panel/aboutUs/${SECTION_UI[s].add}`} className="btn btn-ghost btn-sm">
                افزودن
              </Link>
            </span>
          </div>
        ))}
      </div>
    </>
  );
}
