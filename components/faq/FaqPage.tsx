import Link from 'next/link';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { FaqCategoryView, FaqView } from '@/lib/content-rules';
import { normalizePersian } from '@/lib/digits';
import { toPersianDigits } from '@/lib/digits';
import NoResult from '@/components/ui/NoResult';
import PageMeta from '@/components/ui/PageMeta';
import styles from './FaqPage.module.css';

export interface FaqPageProps {
  origin: string;
  faqs: FaqView[];
  categories: FaqCategoryView[];
}

/** A question in the list with its view state (the spec's `open`). */
type FaqItem = FaqView & { open: boolean };

const OTHER = 'other';

const subscribeHash = (cb: () => void) => {
  window.addEventListener('hashchange', cb);
  return () => window.removeEventListener('hashchange', cb);
};
/** The question named by the address (/FAQ#faq-{id}), which starts open. */
const useLinkedFaq = () =>
  useSyncExternalStore(
    subscribeHash,
    () => window.location.hash.replace(/^#faq-/, ''),
    () => '',
  );

/** /FAQ: questions grouped by category in accordions, with a search that folds Persian letter forms. */
export default function FaqPage({ origin, faqs, categories }: FaqPageProps) {
  // Questions the reader opened or closed; the rest follow the address (a linked question starts open).
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [text, setText] = useState('');
  const linked = useLinkedFaq();
  const items: FaqItem[] = useMemo(
    () => faqs.map((f) => ({ ...f, open: toggled[f._id] ?? f._id === linked })),
    [faqs, toggled, linked],
  );

  useEffect(() => {
    if (linked) document.getElementById(`faq-${linked}`)?.scrollIntoView({ block: 'center' });
  }, [linked]);

  const needle = normalizePersian(text);
  const visible = useMemo(
    () => (needle ? items.filter((f) => normalizePersian(`${f.question} ${f.answer}`).includes(needle)) : items),
    [items, needle],
  );
  const groups = useMemo(() => {
    const known = new Set(categories.map((c) => c._id));
    return [...categories.map((c) => ({ id: c._id, name: c.name })), { id: OTHER, name: 'سایر سوالات' }]
      .map((g) => ({
        ...g,
        faqs: visible.filter((f) =>
          g.id === OTHER ? !f.categoryId || !known.has(f.categoryId) : f.categoryId === g.id,
        ),
      }))
      .filter((g) => g.faqs.length > 0);
  }, [categories, visible]);

  const toggle = (f: FaqItem) => setToggled((t) => ({ ...t, [f._id]: !f.open }));
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  };

  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title="سوالات متداول"
        description="پاسخ سوالات رایج درباره سفارش، پرداخت، فضای کار اشتراکی، باشگاه و حساب کاربری در همکار."
        origin={origin}
        path="/FAQ"
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
      <header className={styles.head}>
        <h1 className={styles.title}>سوالات متداول</h1>
        <p className="muted">پاسخ سوال خود را پیدا نکردید؟ از بخش پشتیبانی با ما در تماس باشید.</p>
        <div className={styles.search} role="search">
          <label htmlFor="faq-search" className="sr-only">
            جستجو در سوالات
          </label>
          <input
            id="faq-search"
            type="search"
            className="input"
            placeholder="جستجو در سوالات…"
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="faq-search"
          />
        </div>
        {needle && (
          <p className="muted" aria-live="polite">
            {`${toPersianDigits(visible.length)} سوال پیدا شد`}
          </p>
        )}
      </header>
      {groups.length === 0 ? (
        <div className="card">
          <NoResult
            action={
              <Link href="/userTicket/add" className="btn btn-primary">
                پرسیدن از پشتیبانی
              </Link>
            }
          />
        </div>
      ) : (
        groups.map((g) => (
          <section key={g.id} className={styles.group} aria-labelledby={`faq-group-${g.id}`}>
            <h2 id={`faq-group-${g.id}`} className={styles.groupTitle}>
              {g.name}
            </h2>
            <ul className={`card ${styles.list}`}>
              {g.faqs.map((f) => (
                <li key={f._id} id={`faq-${f._id}`} className={styles.item} data-testid="faq-item">
                  <h3 className={styles.q}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={f.open}
                      aria-controls={`faq-answer-${f._id}`}
                      onClick={() => toggle(f)}
                    >
                      <span>{f.question}</span>
                      <svg
                        className={styles.chevron}
                        width="18"
                        height="18"
                        viewBox="0 0 24 24"
                        aria-hidden="true"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                      >
                        <path d="m6 9 6 6 6-6" />
                      </svg>
                    </button>
                  </h3>
                  <div id={`faq-answer-${f._id}`} className={styles.answer} hidden={!f.open}>
                    {f.answer.split(/\n+/).map((line, i) => (
                      <p key={i}>{line}</p>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
