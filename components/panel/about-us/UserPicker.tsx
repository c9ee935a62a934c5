import { useId, useState, type Ref } from 'react';
import { useSearchPublicUsersQuery } from '@/store/api/profile';
import Spinner from '@/components/ui/Spinner';
import { useDebouncedValue } from '@/lib/client/useDebouncedValue';
import { FieldShell } from '@/components/ui/form';
import styles from '@/components/panel/shared/PanelList.module.css';

export default function UserPicker({
  value,
  onChange,
  current,
  inputRef,
  error,
  onBlur,
}: {
  value: string;
  onChange: (id: string) => void;
  current?: string;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  onBlur: () => void;
}) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text.trim());
  const { data, isFetching } = useSearchPublicUsersQuery({ page: 1, text: debounced }, { skip: debounced.length < 2 });
  const id = useId();
  return (
    <div className={styles.form} style={{ padding: 0 }}>
      {current && <p className="muted">{`کاربر فعلی: ${current}`}</p>}
      <label className="label" htmlFor={`${id}-q`}>
        جستجوی کاربر (نام یا نام کاربری)
      </label>
      <input id={`${id}-q`} className="input" value={text} onChange={(e) => setText(e.target.value)} />
      {isFetching && <Spinner />}
      {data && (
        <ul className={styles.list} aria-label="نتیجه جستجو">
          {data.users.length === 0 && <li className={styles.row}>کاربری پیدا نشد.</li>}
          {data.users.map((u) => (
            <li key={u._id} className={styles.row}>
              <span>
                {u.name} {u.username && <bdi dir="ltr">@{u.username}</bdi>}
              </span>
              <button
                type="button"
                className={`btn btn-sm ${value === u._id ? 'btn-primary' : 'btn-outline'}`}
                aria-pressed={value === u._id}
                onClick={() => onChange(u._id)}
              >
                {value === u._id ? 'انتخاب شد' : 'انتخاب'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldShell id={`${id}-id`} label="یا شناسه کاربر" error={error}>
        {(p) => (
          <input
            {...p}
            ref={inputRef}
            className="input ltr"
            dir="ltr"
            value={value}
            onChange={(e) => onChange(e.target.value.trim())}
            onBlur={onBlur}
          />
        )}
      </FieldShell>
    </div>
  );
}
