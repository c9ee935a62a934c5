import { useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { ZodForm, useZodForm } from '@/components/ui/form';
import { describeError } from '@/api-client';
import { uploadWithProgress } from '@/api-client/upload';
import Spinner from '@/components/ui/Spinner';
import { EXCEL_HEADERS, ZExcelImportForm, type ExcelRegisterResult } from '@/lib/contracts/users';
import { toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/money';
import { useAppDispatch } from '@/store';
import { usersApi, userFilterParams, useAdminUsersQuery } from '@/store/api/users';
import { EMPTY_FILTERS, UserFilterFields, useAppliedFilters, type UserFilters } from './UserList';
import styles from './Users.module.css';

const API_BASE = process.env.NEXT_PUBLIC_API_BASE || '/api';

/** Export: the list's filters, how many users match, and a download link the server streams. */
function ExportCard() {
  const [filters, setFilters] = useState<UserFilters>(EMPTY_FILTERS);
  const applied = useAppliedFilters(filters);
  const { data, isFetching } = useAdminUsersQuery({ ...applied, page: 1 });
  const href = `${API_BASE}/v1/user/excel/list?${new URLSearchParams(userFilterParams({ ...applied, sort: undefined })).toString()}`;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="excel-export-title">
      <h2 id="excel-export-title" className={styles.sectionTitle}>
        خروجی اکسل
      </h2>
      <p className={styles.sub}>
        کاربرانی که با فیلترهای زیر پیدا می‌شوند در یک فایل اکسل راست‌به‌چپ با تاریخ‌های شمسی ذخیره می‌شوند.
      </p>
      <UserFilterFields value={filters} onChange={setFilters} />
      <div className={styles.head}>
        <span className={styles.sub} role="status" data-testid="excel-export-count">
          {data ? `${toPersianDigits(formatNumber(data.total))} کاربر` : isFetching ? 'در حال شمارش…' : ''}
        </span>
        <a
          className={`btn btn-primary ${data?.total === 0 ? 'disabled' : ''}`}
          href={href}
          download
          aria-disabled={data?.total === 0 || undefined}
          data-testid="excel-export"
        >
          دریافت فایل اکسل
        </a>
      </div>
    </section>
  );
}

/** Import: an .xlsx with the export's headers; the server registers what it can and reports every refused row. */
export function ImportCard() {
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState(0);
  const [result, setResult] = useState<ExcelRegisterResult | null>(null);
  const form = useZodForm(ZExcelImportForm, { defaultValues: { file: null } });
  const file = useController({ control: form.control, name: 'file' });
  const error = file.fieldState.error?.message;
  const busy = form.formState.isSubmitting;

  const submit = async ({ file: chosen }: { file: File | null }) => {
    setResult(null);
    try {
      const r = await uploadWithProgress<ExcelRegisterResult>('/v1/user/excel/register', 'file', chosen!, {
        onProgress: setPercent,
      });
      setResult(r);
      dispatch(usersApi.util.invalidateTags(['AdminUsers']));
      form.reset({ file: null });
      if (input.current) input.current.value = '';
    } catch (err) {
      form.setError('file', { type: 'server', message: describeError(err).message });
    }
  };

  return (
    <section className={`card ${styles.card}`} aria-labelledby="excel-import-title">
      <h2 id="excel-import-title" className={styles.sectionTitle}>
        ثبت گروهی کاربران از اکسل
      </h2>
      <p className={styles.sub}>
        {`سطر اول فایل عنوان ستون‌هاست: «${EXCEL_HEADERS.phone}» الزامی است و «${EXCEL_HEADERS.firstName}»، «${EXCEL_HEADERS.lastName}»، «${EXCEL_HEADERS.firstNameFa}»، «${EXCEL_HEADERS.lastNameFa}» و «${EXCEL_HEADERS.email}» اختیاری. فایل خروجی همین صفحه را می‌توانید ویرایش و بارگذاری کنید. حداکثر ۵٬۰۰۰ ردیف و ۲ مگابایت.`}
      </p>
      <ZodForm form={form} onSubmit={submit} className={styles.page}>
        <div>
          <span className="label" id="excel-file-label">
            فایل اکسل (xlsx)
          </span>
          {/* The browser's own file button speaks English: it is hidden behind a Persian one. */}
          <input
            ref={(el) => {
              input.current = el;
              file.field.ref(el);
            }}
            id="excel-file"
            className={`sr-only ${styles.fileInput}`}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => file.field.onChange(e.target.files?.[0] ?? null)}
            onBlur={file.field.onBlur}
            aria-labelledby="excel-file-label"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'excel-file-error' : undefined}
            data-testid="excel-file"
          />
          <div className={`${styles.head} ${styles.fileRow}`}>
            <label htmlFor="excel-file" className="btn btn-outline">
              انتخاب فایل
            </label>
            <span className={styles.sub} dir="auto">
              {file.field.value ? file.field.value.name : 'فایلی انتخاب نشده است.'}
            </span>
          </div>
          {error && (
            <p id="excel-file-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="excel-import">
            {busy && <Spinner label={`در حال بارگذاری ${toPersianDigits(percent)}٪`} />}
            ثبت کاربران
          </button>
        </div>
      </ZodForm>
      {result && (
        <div className={styles.page} data-testid="excel-result">
          <p className={styles.success} role="status">
            {`${toPersianDigits(result.registered)} کاربر از ${toPersianDigits(result.rows)} ردیف ثبت شد.`}
          </p>
          {result.failed.length > 0 && (
            <>
              <p className={styles.alert}>{`${toPersianDigits(result.failed.length)} ردیف ثبت نشد:`}</p>
              <ul className={styles.report}>
                {result.failed.map((f) => (
                  <li key={f.row}>
                    <strong>{`ردیف ${toPersianDigits(f.row)}`}</strong>
                    <span className={styles.mono}>{toPersianDigits(f.phone || '—')}</span>
                    <span>{f.reason}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** /panel/users-excel: export the filtered users to Excel and register users in bulk from one. */
export default function UsersExcel() {
  return (
    <>
      <ExportCard />
      <ImportCard />
    </>
  );
}
