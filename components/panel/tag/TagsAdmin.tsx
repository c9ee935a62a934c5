import { useState } from 'react';
import { useAppDispatch } from '@/store';
import { errorModal } from '@/store/slices/modalsSlice';
import { askConfirm } from '@/store/slices/confirmBus';
import {
  useAddTagMutation,
  useEditTagMutation,
  useRemoveTagMutation,
  useSetTopTagMutation,
  useTagListQuery,
  useTopTagsQuery,
} from '@/store/api/tag';
import { toPersianDigits } from '@/lib/digits';
import type { TagView } from '@/lib/content-rules';
import QueryState from '@/components/ui/QueryState';
import { InlineForm } from '@/components/ui/form';
import { ZTagAdd, ZTagEdit } from '@/lib/contracts/tag';
import styles from '@/components/panel/shared/PanelList.module.css';

function useFail() {
  const dispatch = useAppDispatch();
  return (err: unknown) => dispatch(errorModal(err));
}

function TagRow({ tag }: { tag: TagView }) {
  const dispatch = useAppDispatch();
  const fail = useFail();
  const [edit] = useEditTagMutation();
  const [remove, removing] = useRemoveTagMutation();
  const [top, topping] = useSetTopTagMutation();
  const onRemove = async () => {
    const yes = await askConfirm(dispatch, {
      title: 'حذف برچسب',
      message:
        tag.users > 0
          ? `برچسب «${tag.name}» از پروفایل ${toPersianDigits(tag.users)} عضو هم برداشته می‌شود. حذف شود؟`
          : `برچسب «${tag.name}» حذف شود؟`,
      confirmText: 'حذف',
      danger: true,
    });
    if (!yes) return;
    remove({ tagId: tag._id }).unwrap().catch(fail);
  };
  return (
    <li className={styles.row} data-testid="tag-row">
      <InlineForm
        schema={ZTagEdit}
        defaultValues={{ tagId: tag._id, name: tag.name }}
        name="name"
        id={`tag-${tag._id}`}
        label="نام برچسب"
        maxLength={40}
        submitText="ذخیره"
        submitClassName="btn btn-outline btn-sm"
        rowClassName={styles.inline}
        requireChange
        onSubmit={(v) => edit(v).unwrap()}
      />
      <div className={styles.actions}>
        <span className="muted">{`${toPersianDigits(tag.users)} عضو`}</span>
        <button
          type="button"
          className={`btn btn-sm ${tag.top ? 'btn-primary' : 'btn-ghost'}`}
          aria-pressed={tag.top}
          disabled={topping.isLoading}
          onClick={() => top({ tagId: tag._id, top: !tag.top }).unwrap().catch(fail)}
        >
          {tag.top ? 'برتر است' : 'افزودن به برترها'}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={onRemove}
          disabled={removing.isLoading}
          aria-label={`حذف ${tag.name}`}
        >
          حذف
        </button>
      </div>
    </li>
  );
}

/** /panel/tags: every tag: add, rename, remove (after a confirmation), mark as top. */
export function TagsAdmin() {
  const [text, setText] = useState('');
  const { data, error, isFetching, refetch } = useTagListQuery();
  const [add] = useAddTagMutation();
  const shown = (data?.tags ?? []).filter((t) => !text.trim() || t.name.includes(text.trim()));
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>برچسب‌ها</h1>
        <span className="muted">{data ? `${toPersianDigits(data.total)} برچسب` : ''}</span>
      </div>
      <p className="muted" style={{ margin: 0 }}>
        اعضا تا پنج برچسب را به عنوان علاقه‌مندی روی پروفایل خود می‌گذارند؛ برچسب‌های برتر در صفحه شبکه‌سازی نمایش داده
        می‌شوند.
      </p>
      <div className={styles.toolbar}>
        <InlineForm
          schema={ZTagAdd}
          defaultValues={{ name: '' }}
          name="name"
          id="tag-new"
          label="نام برچسب تازه"
          placeholder="برچسب تازه"
          maxLength={40}
          submitText="افزودن"
          rowClassName={styles.inline}
          resetAfter
          onSubmit={(v) => add(v).unwrap()}
        />
        <label className="sr-only" htmlFor="tag-filter">
          جستجوی برچسب
        </label>
        <input
          id="tag-filter"
          type="search"
          className="input"
          placeholder="جستجو…"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <QueryState query={{ data, error, isFetching, refetch }} isEmpty={() => shown.length === 0}>
        {() => (
          <ul className={`card ${styles.list}`}>
            {shown.map((t) => (
              <TagRow key={`${t._id}-${t.name}`} tag={t} />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}

/** /panel/topTags: the tags the explore page offers first, in order: reorder, add, take out. */
export function TopTagsAdmin() {
  const fail = useFail();
  const top = useTopTagsQuery();
  const all = useTagListQuery();
  const [setTop, state] = useSetTopTagMutation();
  const [pick, setPick] = useState('');
  const list = top.data?.tags ?? [];
  const move = async (i: number, by: -1 | 1) => {
    const j = i + by;
    const next = [...list];
    [next[i], next[j]] = [next[j], next[i]];
    try {
      for (const [index, t] of next.entries())
        if (t.topIndex !== index) await setTop({ tagId: t._id, top: true, index }).unwrap();
    } catch (err) {
      fail(err);
    }
  };
  const candidates = (all.data?.tags ?? []).filter((t) => !t.top);
  return (
    <>
      <div className={styles.head}>
        <h1 className={styles.title}>برچسب‌های برتر</h1>
      </div>
      <form
        className={styles.toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          if (pick)
            setTop({ tagId: pick, top: true })
              .unwrap()
              .then(() => setPick(''))
              .catch(fail);
        }}
      >
        <label className="sr-only" htmlFor="top-pick">
          برچسب
        </label>
        <select id="top-pick" className="input" value={pick} onChange={(e) => setPick(e.target.value)}>
          <option value="">انتخاب برچسب…</option>
          {candidates.map((t) => (
            <option key={t._id} value={t._id}>
              {`${t.name} (${toPersianDigits(t.users)} عضو)`}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn-primary btn-sm" disabled={!pick || state.isLoading}>
          افزودن به برترها
        </button>
      </form>
      <QueryState query={top} isEmpty={() => list.length === 0}>
        {() => (
          <ol className={`card ${styles.list}`} aria-busy={state.isLoading}>
            {list.map((t, i) => (
              <li key={t._id} className={styles.row}>
                <span>
                  <strong>{`${toPersianDigits(i + 1)}. ${t.name}`}</strong>{' '}
                  <span className="muted">{`${toPersianDigits(t.users)} عضو`}</span>
                </span>
                <span className={styles.actions}>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={i === 0 || state.isLoading}
                    onClick={() => move(i, -1)}
                    aria-label={`بالاتر بردن ${t.name}`}
                  >
                    ▲
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={i === list.length - 1 || state.isLoading}
                    onClick={() => move(i, 1)}
                    aria-label={`پایین‌تر بردن ${t.name}`}
                  >
                    ▼
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm"
                    disabled={state.isLoading}
                    onClick={() => setTop({ tagId: t._id, top: false }).unwrap().catch(fail)}
                    aria-label={`برداشتن ${t.name} از برترها`}
                  >
                    برداشتن
                  </button>
                </span>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </>
  );
}
