import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/store';
import { openModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import {
  useAddFaqCategoryMutation,
  useAddFaqMutation,
  useEditFaqCategoryMutation,
  useEditFaqMutation,
  useFaqCategoriesQuery,
  useFaqListQuery,
  useRemoveFaqCategoryMutation,
  useRemoveFaqMutation,
} from '@/store/api/content';
import type { FaqCategoryView, FaqView } from '@/lib/content-rules';
import { FAQ_UI_ERRORS } from '@/lib/messages-content';
import { toPersianDigits } from '@/lib/digits';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import styles from '@/components/panel/blog/Panel.module.css';

/** Section 8's rule for FAQ failures: the server's message when it sent one, else the given text. */
function faqError(err: unknown, fallback: string): string {
  const data = (err as { data?: { error?: { message?: string; eLang?: { fa?: string } } | string } })?.data;
  const e = data?.error;
  const server = typeof e === 'string' ? e : (e?.message ?? e?.eLang?.fa);
  return server && server.trim() ? server : fallback;
}

function useFail() {
  const dispatch = useAppDispatch();
  return (err: unknown, fallback: string) => dispatch(openModal({ type: 'error', props: { message: faqError(err, fallback) } }));
}

function Categories({ categories }: { categories: FaqCategoryView[] }) {
  const dispatch = useAppDispatch();
  const fail = useFail();
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const [add, adding] = useAddFaqCategoryMutation();
  const [edit, saving] = useEditFaqCategoryMutation();
  const [remove] = useRemoveFaqCategoryMutation();

  const onAdd = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    try {
      await add({ name: name.trim() }).unwrap();
      setName('');
    } catch (err) {
      fail(err, FAQ_UI_ERRORS.categoryAdd);
    }
  };
  const onSave = async (e: FormEvent) => {
    e.preventDefault();
    if (!editing || !editing.name.trim()) return;
    try {
      await edit({ categoryId: editing.id, name: editing.name.trim() }).unwrap();
      setEditing(null);
    } catch (err) {
      fail(err, FAQ_UI_ERRORS.categoryEdit);
    }
  };
  const onRemove = async (c: FaqCategoryView) => {
    const yes = await askConfirm(dispatch, { title: 'حذف دسته‌بندی', message: `دسته «${c.name}» حذف شود؟ سوال‌های آن بدون دسته‌بندی باقی می‌مانند.`, confirmText: 'حذف', danger: true });
    if (!yes) return;
    try {
      await remove({ categoryId: c._id }).unwrap();
    } catch (err) {
      fail(err, FAQ_UI_ERRORS.categoryRemove);
    }
  };

  return (
    <section className="card" aria-labelledby="faq-cats">
      <div className={styles.form}>
        <h2 id="faq-cats" className={styles.title} style={{ fontSize: '1.05rem' }}>
          دسته‌بندی‌ها
        </h2>
        <form className={styles.inline} onSubmit={onAdd}>
          <label htmlFor="faq-cat-new" className="sr-only">
            نام دسته‌بندی تازه
          </label>
          <input id="faq-cat-new" className="input" placeholder="نام دسته‌بندی تازه" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} data-testid="faq-category-name" />
          <button type="submit" className="btn btn-primary btn-sm" disabled={adding.isLoading || !name.trim()}>
            افزودن
          </button>
        </form>
      </div>
      <ul className={styles.list}>
        {categories.map((c) => (
          <li key={c._id} className={styles.row}>
            {editing?.id === c._id ? (
              <form className={styles.inline} onSubmit={onSave}>
                <label htmlFor={`faq-cat-${c._id}`} className="sr-only">
                  نام دسته‌بندی
                </label>
                <input id={`faq-cat-${c._id}`} className="input" value={editing.name} onChange={(e) => setEditing({ ...editing, name: e.target.value })} maxLength={60} autoFocus />
                <button type="submit" className="btn btn-primary btn-sm" disabled={saving.isLoading}>
                  ذخیره
                </button>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(null)}>
                  انصراف
                </button>
              </form>
            ) : (
              <>
                <strong>{c.name}</strong>
                <div className={styles.actions}>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing({ id: c._id, name: c.name })} aria-label={`ویرایش ${c.name}`}>
                    ویرایش
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => onRemove(c)} aria-label={`حذف ${c.name}`}>
                    حذف
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function FaqForm({ categories, faq, onDone }: { categories: FaqCategoryView[]; faq: FaqView | null; onDone: () => void }) {
  const fail = useFail();
  const [question, setQuestion] = useState(faq?.question ?? '');
  const [answer, setAnswer] = useState(faq?.answer ?? '');
  const [categoryId, setCategoryId] = useState(faq?.categoryId ?? categories[0]?._id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useAddFaqMutation();
  const [edit, editing] = useEditFaqMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!question.trim() || !answer.trim()) return setError(faq ? 'تمامی مقادیر (شناسه، سوال، جواب) باید ارسال شوند.' : 'سوال و جواب را وارد کنید.');
    try {
      if (faq) await edit({ faqId: faq._id, question, answer, categoryId: categoryId || null }).unwrap();
      else await add({ question, answer, categoryId: categoryId || null }).unwrap();
      setQuestion('');
      setAnswer('');
      onDone();
    } catch (err) {
      if (faq) fail(err, FAQ_UI_ERRORS.edit);
      else setError(faqError(err, FAQ_UI_ERRORS.unknown));
    }
  };
  return (
    <form className={`card ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="faq-form-title">
      <h2 id="faq-form-title" className={styles.title} style={{ fontSize: '1.05rem' }}>
        {faq ? 'ویرایش سوال' : 'افزودن سوال'}
      </h2>
      <label className="label" htmlFor="faq-q">
        سوال
      </label>
      <input id="faq-q" className="input" value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={300} data-testid="faq-question" />
      <label className="label" htmlFor="faq-a">
        جواب
      </label>
      <textarea id="faq-a" className="input" rows={4} value={answer} onChange={(e) => setAnswer(e.target.value)} maxLength={5000} data-testid="faq-answer" />
      <label className="label" htmlFor="faq-c">
        دسته‌بندی
      </label>
      <select id="faq-c" className="input" value={categoryId} onChange={(e) => setCategoryId(e.target.value)} data-testid="faq-category">
        <option value="">بدون دسته‌بندی</option>
        {categories.map((c) => (
          <option key={c._id} value={c._id}>
            {c.name}
          </option>
        ))}
      </select>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={adding.isLoading || editing.isLoading} data-testid="faq-save">
          {faq ? 'ذخیره تغییرات' : 'افزودن سوال'}
        </button>
        {faq && (
          <button type="button" className="btn btn-outline" onClick={onDone}>
            انصراف
          </button>
        )}
      </div>
    </form>
  );
}

/** /panel/addFaq: FAQ categories and questions: add, edit, remove (with confirmation). */
export default function FaqAdmin() {
  const dispatch = useAppDispatch();
  const fail = useFail();
  const faqs = useFaqListQuery();
  const cats = useFaqCategoriesQuery();
  const [remove] = useRemoveFaqMutation();
  const [editing, setEditing] = useState<FaqView | null>(null);

  const onRemove = async (f: FaqView) => {
    const yes = await askConfirm(dispatch, { title: 'حذف سوال', message: `سوال «${f.question}» حذف شود؟`, confirmText: 'حذف', danger: true });
    if (!yes) return;
    try {
      await remove({ faqId: f._id }).unwrap();
      if (editing?._id === f._id) setEditing(null);
    } catch (err) {
      fail(err, FAQ_UI_ERRORS.remove);
    }
  };

  if (faqs.isError || cats.isError) {
    return (
      <div className="card">
        <NoResult
          title={cats.isError ? faqError(cats.error, FAQ_UI_ERRORS.categories) : faqError(faqs.error, FAQ_UI_ERRORS.load)}
          action={
            <button type="button" className="btn btn-primary" onClick={() => (faqs.refetch(), cats.refetch())}>
              تلاش دوباره
            </button>
          }
        />
      </div>
    );
  }
  if (!faqs.data || !cats.data) {
    return (
      <div className={styles.center}>
        <Spinner />
      </div>
    );
  }
  const categories = cats.data.categories;
  const name = (id: string | null) => categories.find((c) => c._id === id)?.name ?? 'بدون دسته‌بندی';
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>سوالات متداول</h1>
        <span className="muted">{`${toPersianDigits(faqs.data.total)} سوال`}</span>
      </div>
      <div className={styles.split}>
        <Categories categories={categories} />
        <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
          <FaqForm key={editing?._id ?? 'new'} categories={categories} faq={editing} onDone={() => setEditing(null)} />
          {faqs.data.faqs.length === 0 ? (
            <div className="card">
              <NoResult />
            </div>
          ) : (
            <ul className={`card ${styles.list}`}>
              {faqs.data.faqs.map((f) => (
                <li key={f._id} className={styles.row} data-testid="admin-faq-row">
                  <div className={styles.rowText} style={{ flex: '1 1 260px' }}>
                    <strong>{f.question}</strong>
                    <small>{`${name(f.categoryId)} · ${f.answer.slice(0, 120)}${f.answer.length > 120 ? '…' : ''}`}</small>
                  </div>
                  <div className={styles.actions}>
                    <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(f)} aria-label={`ویرایش ${f.question}`}>
                      ویرایش
                    </button>
                    <button type="button" className="btn btn-ghost btn-sm" onClick={() => onRemove(f)} aria-label={`حذف ${f.question}`}>
                      حذف
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}
