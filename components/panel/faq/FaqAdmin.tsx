import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
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
} from '@/store/api/faq';
import type { FaqCategoryView, FaqView } from '@/lib/content-rules';
import { FAQ_UI_ERRORS } from '@/lib/messages/faq';
import { toPersianDigits } from '@/lib/digits';
import NoResult from '@/components/ui/NoResult';
import Spinner from '@/components/ui/Spinner';
import { Field, FormError, InlineForm, SubmitButton, ZodForm, serverIssues, useZodForm } from '@/components/ui/form';
import { ZFaqAdd, ZFaqCategoryAdd, ZFaqCategoryEdit, ZFaqEdit } from '@/lib/contracts/faq';
import styles from '@/components/panel/shared/PanelList.module.css';

/** Section 8's rule for FAQ failures: the server's message when it sent one, else the given text. */
function faqError(err: unknown, fallback: string): string {
  const data = (err as { data?: { error?: { message?: string; eLang?: { fa?: string } } | string } })?.data;
  const e = data?.error;
  const server = typeof e === 'string' ? e : (e?.message ?? e?.eLang?.fa);
  return server && server.trim() ? server : fallback;
}

function useFail() {
  const dispatch = useAppDispatch();
  return (err: unknown, fallback: string) =>
    dispatch(openModal({ type: 'error', props: { message: faqError(err, fallback) } }));
}

function Categories({ categories }: { categories: FaqCategoryView[] }) {
  const dispatch = useAppDispatch();
  const fail = useFail();
  const [editing, setEditing] = useState<string | null>(null);
  const [add] = useAddFaqCategoryMutation();
  const [edit] = useEditFaqCategoryMutation();
  const [remove] = useRemoveFaqCategoryMutation();

  const onRemove = async (c: FaqCategoryView) => {
    const yes = await askConfirm(dispatch, {
      title: 'حذف دسته‌بندی',
      message: `دسته «${c.name}» حذف شود؟ سوال‌های آن بدون دسته‌بندی باقی می‌مانند.`,
      confirmText: 'حذف',
      danger: true,
    });
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
        <InlineForm
          schema={ZFaqCategoryAdd}
          defaultValues={{ name: '' }}
          name="name"
          id="faq-cat-new"
          label="نام دسته‌بندی تازه"
          placeholder="نام دسته‌بندی تازه"
          maxLength={60}
          inputTestId="faq-category-name"
          submitText="افزودن"
          rowClassName={styles.inline}
          resetAfter
          errorMessage={(err) => faqError(err, FAQ_UI_ERRORS.categoryAdd)}
          onSubmit={(v) => add(v).unwrap()}
        />
      </div>
      <ul className={styles.list}>
        {categories.map((c) => (
          <li key={c._id} className={styles.row}>
            {editing === c._id ? (
              <InlineForm
                schema={ZFaqCategoryEdit}
                defaultValues={{ categoryId: c._id, name: c.name }}
                name="name"
                id={`faq-cat-${c._id}`}
                label="نام دسته‌بندی"
                maxLength={60}
                submitText="ذخیره"
                rowClassName={styles.inline}
                autoFocus
                errorMessage={(err) => faqError(err, FAQ_UI_ERRORS.categoryEdit)}
                onSubmit={async (v) => {
                  await edit(v).unwrap();
                  setEditing(null);
                }}
              >
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(null)}>
                  انصراف
                </button>
              </InlineForm>
            ) : (
              <>
                <strong>{c.name}</strong>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => setEditing(c._id)}
                    aria-label={`ویرایش ${c.name}`}
                  >
                    ویرایش
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    onClick={() => onRemove(c)}
                    aria-label={`حذف ${c.name}`}
                  >
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

function FaqForm({
  categories,
  faq,
  onDone,
}: {
  categories: FaqCategoryView[];
  faq: FaqView | null;
  onDone: () => void;
}) {
  return faq ? (
    <FaqEditForm categories={categories} faq={faq} onDone={onDone} />
  ) : (
    <FaqAddForm categories={categories} onDone={onDone} />
  );
}

/** Adding a question: refusals show under the fields or on the form (the server's text, else 'خطای نامشخص'). */
function FaqAddForm({ categories, onDone }: { categories: FaqCategoryView[]; onDone: () => void }) {
  const [add] = useAddFaqMutation();
  const form = useZodForm(ZFaqAdd, {
    defaultValues: { question: '', answer: '', categoryId: categories[0]?._id ?? null },
  });
  return (
    <ZodForm
      form={form}
      errorMessage={(err) => faqError(err, FAQ_UI_ERRORS.unknown)}
      onSubmit={async (v) => {
        await add(v).unwrap();
        form.reset({ question: '', answer: '', categoryId: v.categoryId ?? null });
        onDone();
      }}
      className={`card ${styles.form}`}
      aria-labelledby="faq-form-title"
    >
      <FaqFields title="افزودن سوال" categories={categories} submitText="افزودن سوال" />
    </ZodForm>
  );
}

/** Editing a question: the spec's rule shows a refusal in the error modal, unless it names the fields. */
function FaqEditForm({ categories, faq, onDone }: { categories: FaqCategoryView[]; faq: FaqView; onDone: () => void }) {
  const fail = useFail();
  const [edit] = useEditFaqMutation();
  const form = useZodForm(ZFaqEdit, {
    defaultValues: { faqId: faq._id, question: faq.question, answer: faq.answer, categoryId: faq.categoryId ?? null },
  });
  return (
    <ZodForm
      form={form}
      onSubmit={async (v) => {
        try {
          await edit(v).unwrap();
        } catch (err) {
          if (serverIssues(err).length) throw err;
          return fail(err, FAQ_UI_ERRORS.edit);
        }
        onDone();
      }}
      className={`card ${styles.form}`}
      aria-labelledby="faq-form-title"
    >
      <FaqFields title="ویرایش سوال" categories={categories} submitText="ذخیره تغییرات">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          انصراف
        </button>
      </FaqFields>
    </ZodForm>
  );
}

function FaqFields({
  title,
  categories,
  submitText,
  children,
}: {
  title: string;
  categories: FaqCategoryView[];
  submitText: string;
  children?: ReactNode;
}) {
  const { register } = useFormContext<{ question: string; answer: string; categoryId: string }>();
  return (
    <>
      <h2 id="faq-form-title" className={styles.title} style={{ fontSize: '1.05rem' }}>
        {title}
      </h2>
      <Field name="question" id="faq-q" label="سوال">
        {(p) => <input {...p} {...register('question')} className="input" maxLength={300} data-testid="faq-question" />}
      </Field>
      <Field name="answer" id="faq-a" label="جواب">
        {(p) => (
          <textarea
            {...p}
            {...register('answer')}
            className="input"
            rows={4}
            maxLength={5000}
            data-testid="faq-answer"
          />
        )}
      </Field>
      <Field name="categoryId" id="faq-c" label="دسته‌بندی">
        {(p) => (
          <select
            {...p}
            {...register('categoryId', { setValueAs: (v: string) => v || null })}
            className="input"
            data-testid="faq-category"
          >
            <option value="">بدون دسته‌بندی</option>
            {categories.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormError />
      <div className={styles.actions}>
        <SubmitButton data-testid="faq-save">{submitText}</SubmitButton>
        {children}
      </div>
    </>
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
    const yes = await askConfirm(dispatch, {
      title: 'حذف سوال',
      message: `سوال «${f.question}» حذف شود؟`,
      confirmText: 'حذف',
      danger: true,
    });
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
          title={
            cats.isError ? faqError(cats.error, FAQ_UI_ERRORS.categories) : faqError(faqs.error, FAQ_UI_ERRORS.load)
          }
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
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      onClick={() => setEditing(f)}
                      aria-label={`ویرایش ${f.question}`}
                    >
                      ویرایش
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      onClick={() => onRemove(f)}
                      aria-label={`حذف ${f.question}`}
                    >
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
