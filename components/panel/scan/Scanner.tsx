import { useState } from 'react';
import { describeError } from '@/api-client';
import { ORDER_STATUS_LABELS, ORDER_TYPE_LABELS } from '@/lib/messages/ui';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/money';
import { jalaliShort } from '@/lib/jalali';
import { newCheckoutKey } from '@/lib/client/checkoutKey';
import type { ScanResultView } from '@/lib/contracts/scan';
import { useChangeOrderStatusMutation } from '@/store/api/order';
import { useLazyResolveScanQuery, useRedeemBundleUnitMutation } from '@/store/api/scan';
import alert from '@/components/ui/Alert.module.css';
import { reservationWhen } from '@/components/space/ReservationInfo';
import CheckInAction from '@/components/panel/space/CheckInAction';
import TicketScanResult from '@/components/academy/TicketScanResult';
import styles from './Scanner.module.css';
import { CAMERA_TEXT, useQrCamera } from './useQrCamera';

/** A room or desk booking: its day, hours and room, and a check-in (never «تحویل شد», issue 21 D05). */
function BookingResult({
  r,
  onChanged,
}: {
  r: Extract<ScanResultView, { kind: 'order' }>;
  onChanged: (r: ScanResultView) => void;
}) {
  const b = r.booking!;
  const o = r.order;
  return (
    <>
      <span className={styles.kind}>رزرو فضای کار</span>
      <h2 className={styles.title}>{`${b.itemTitle} · رزرو ${toPersianDigits(o.number)}`}</h2>
      <dl className={styles.facts}>
        <dt>مشتری</dt>
        <dd>{b.customerName || 'مشتری بدون نام'}</dd>
        <dt>زمان</dt>
        <dd data-testid="scan-booking-when">{reservationWhen(b)}</dd>
        <dt>وضعیت</dt>
        <dd data-testid="scan-order-status">
          {o.status === 'delivered' ? 'ورود ثبت شده' : ORDER_STATUS_LABELS[o.status]}
        </dd>
        <dt>مبلغ</dt>
        <dd>{`${formatToman(o.totalPrice)} · ${o.paid ? 'پرداخت شده' : 'پرداخت در محل'}`}</dd>
      </dl>
      {b.canCheckIn ? (
        <CheckInAction
          booking={{ ...b, paid: o.paid }}
          onDone={(order) =>
            onChanged({ ...r, order, booking: { ...b, status: order.status, paid: order.paid, canCheckIn: false } })
          }
        />
      ) : (
        <p className={styles.done}>
          {o.status === 'delivered' ? 'ورود این رزرو ثبت شده است.' : 'ورود این رزرو قابل ثبت نیست.'}
        </p>
      )}
    </>
  );
}

function OrderResult({
  r,
  onChanged,
}: {
  r: Extract<ScanResultView, { kind: 'order' }>;
  onChanged: (r: ScanResultView) => void;
}) {
  const [move, state] = useChangeOrderStatusMutation();
  const o = r.order;
  if (r.booking) return <BookingResult r={r} onChanged={onChanged} />;
  return (
    <>
      <span className={styles.kind}>سفارش</span>
      <h2 className={styles.title}>{`سفارش ${toPersianDigits(o.number)} · ${o.providerName}`}</h2>
      <dl className={styles.facts}>
        <dt>مشتری</dt>
        <dd>{o.customerName || 'مشتری بدون نام'}</dd>
        <dt>نوع</dt>
        <dd>
          {ORDER_TYPE_LABELS[o.orderType]}
          {o.tableNumber ? ` · میز ${toPersianDigits(o.tableNumber)}` : ''}
        </dd>
        <dt>وضعیت</dt>
        <dd data-testid="scan-order-status">{ORDER_STATUS_LABELS[o.status]}</dd>
        <dt>مبلغ</dt>
        <dd>{`${formatToman(o.totalPrice)} · ${o.paid ? 'پرداخت شده' : 'پرداخت نشده'}`}</dd>
      </dl>
      <ul className={styles.lines}>
        {o.items.map((i) => (
          <li key={i._id} className={styles.line}>
            <span>{i.title}</span>
            <span>{`× ${toPersianDigits(i.count)}`}</span>
          </li>
        ))}
      </ul>
      {r.canDeliver ? (
        <button
          type="button"
          className={`btn btn-primary ${styles.big}`}
          disabled={state.isLoading}
          onClick={() =>
            move({ orderId: o._id, status: 'delivered' })
              .unwrap()
              .then((x) => onChanged({ ...r, order: x.order, canDeliver: false }))
          }
          data-testid="scan-deliver"
        >
          تحویل شد
        </button>
      ) : (
        <p className={styles.done}>
          {o.status === 'delivered' ? 'این سفارش تحویل داده شده است.' : 'این سفارش قابل تحویل نیست.'}
        </p>
      )}
      {state.error && <p className={alert.error}>{describeError(state.error).message}</p>}
    </>
  );
}

function BundleResult({
  r,
  onChanged,
}: {
  r: Extract<ScanResultView, { kind: 'bundle' }>;
  onChanged: (r: ScanResultView) => void;
}) {
  const [redeem, state] = useRedeemBundleUnitMutation();
  const [given, setGiven] = useState<string | null>(null);
  const b = r.bundle;
  return (
    <>
      <span className={styles.kind}>بسته</span>
      <h2 className={styles.title}>{`${b.title} · ${r.customerName}`}</h2>
      <dl className={styles.facts}>
        <dt>شعبه</dt>
        <dd>{b.providerName}</dd>
        <dt>اعتبار تا</dt>
        <dd>{b.expiresAt ? jalaliShort(b.expiresAt) : '—'}</dd>
      </dl>
      <ul className={styles.lines}>
        {b.items.map((i) => (
          <li key={i.itemId} className={styles.line} data-testid="scan-bundle-item">
            <span>
              {i.title}{' '}
              <span className="muted">{`${toPersianDigits(i.remaining)} از ${toPersianDigits(i.total)} مانده`}</span>
            </span>
            {r.canRedeem && (
              <button
                type="button"
                className={`btn btn-primary btn-sm ${styles.big}`}
                disabled={state.isLoading || i.remaining === 0}
                onClick={() =>
                  redeem({ userBundleId: b._id, itemId: i.itemId, clientKey: newCheckoutKey() })
                    .unwrap()
                    .then((x) => {
                      setGiven(i.title);
                      onChanged({ ...r, bundle: x.bundle, canRedeem: x.bundle.status === 'active' });
                    })
                }
              >
                تحویل یک واحد
              </button>
            )}
          </li>
        ))}
      </ul>
      {!r.canRedeem && <p className={alert.error}>این بسته فعال نیست، تمام شده یا مهلتش گذشته است.</p>}
      {given && <p className={styles.done} role="status">{`یک ${given} از بسته کم شد.`}</p>}
      {state.error && <p className={alert.error}>{describeError(state.error).message}</p>}
    </>
  );
}

function VoucherResult({ r }: { r: Extract<ScanResultView, { kind: 'voucher' }> }) {
  const v = r.voucher;
  const [now] = useState(() => Date.now());
  const live =
    v.active &&
    (!v.endDate || new Date(v.endDate).getTime() > now) &&
    (!v.startDate || new Date(v.startDate).getTime() <= now) &&
    (v.totalLimit === null || v.usedCount < v.totalLimit);
  return (
    <>
      <span className={styles.kind}>کد تخفیف</span>
      <h2 className={styles.title}>
        <span dir="ltr">{v.code}</span>
        {v.title ? ` · ${v.title}` : ''}
      </h2>
      <dl className={styles.facts}>
        <dt>تخفیف</dt>
        <dd>{v.type === 'percent' ? `${toPersianDigits(v.value)}٪` : formatToman(v.value)}</dd>
        <dt>استفاده شده</dt>
        <dd>
          {v.totalLimit
            ? `${toPersianDigits(v.usedCount)} از ${toPersianDigits(v.totalLimit)}`
            : toPersianDigits(v.usedCount)}
        </dd>
        <dt>پایان</dt>
        <dd>{v.endDate ? jalaliShort(v.endDate) : 'بدون محدودیت'}</dd>
      </dl>
      <p className={live ? styles.done : alert.error}>
        {live ? 'این کد معتبر است؛ مشتری آن را هنگام پرداخت وارد می‌کند.' : 'این کد اکنون قابل استفاده نیست.'}
      </p>
    </>
  );
}

/** /panel/scanner: read a customer's order, bundle or discount QR, see what it is and act on it. */
export default function Scanner() {
  const [resolve, lookup] = useLazyResolveScanQuery();
  const [shown, setShown] = useState<ScanResultView | null>(null);
  const [typed, setTyped] = useState('');
  const [photoError, setPhotoError] = useState(false);
  const read = (text: string) => {
    setPhotoError(false);
    setShown(null);
    resolve(text)
      .unwrap()
      .then(setShown)
      .catch(() => undefined);
  };
  const { video, camera, start, stop, readPhoto } = useQrCamera(read);
  const result = shown;
  return (
    <div className={styles.layout}>
      <section className={`card ${styles.camera}`} aria-labelledby="scanner-title">
        <h1 id="scanner-title" className="sr-only">
          اسکن کد QR
        </h1>
        <div className={styles.viewport}>
          <video ref={video} muted playsInline aria-label="تصویر دوربین" />
          {camera !== 'on' && (
            <p className={styles.idle} role="status">
              {CAMERA_TEXT[camera]}
            </p>
          )}
        </div>
        <div className={styles.row}>
          {camera === 'on' ? (
            <button type="button" className="btn btn-outline" onClick={stop}>
              خاموش کردن دوربین
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void start()}
              disabled={camera === 'starting'}
              data-testid="scan-camera"
            >
              روشن کردن دوربین
            </button>
          )}
          <label className="btn btn-ghost" style={{ cursor: 'pointer' }}>
            انتخاب عکس کد
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              data-testid="scan-photo"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file && !(await readPhoto(file))) setPhotoError(true);
              }}
            />
          </label>
        </div>
        <form
          className={styles.row}
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) read(typed);
          }}
        >
          <label className="sr-only" htmlFor="scan-typed">
            کد زیر QR
          </label>
          <input
            id="scan-typed"
            className="input"
            dir="ltr"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="کد زیر QR یا کد تخفیف"
            autoComplete="off"
          />
          <button type="submit" className="btn btn-outline" disabled={!typed.trim() || lookup.isFetching}>
            جستجو
          </button>
        </form>
        {photoError && <p className={alert.error}>در این عکس کد QR خوانا پیدا نشد.</p>}
      </section>
      <section className={`card ${styles.result}`} aria-live="polite" data-testid="scan-result">
        {lookup.isFetching && <p className="muted">در حال بررسی کد…</p>}
        {!lookup.isFetching && lookup.isError && <p className={alert.error}>{describeError(lookup.error).message}</p>}
        {!lookup.isFetching && !lookup.isError && !result && (
          <p className="muted">نتیجه اسکن اینجا نمایش داده می‌شود.</p>
        )}
        {!lookup.isFetching && result?.kind === 'order' && <OrderResult r={result} onChanged={setShown} />}
        {!lookup.isFetching && result?.kind === 'bundle' && <BundleResult r={result} onChanged={setShown} />}
        {!lookup.isFetching && result?.kind === 'voucher' && <VoucherResult r={result} />}
        {!lookup.isFetching && result?.kind === 'ticket' && <TicketScanResult r={result} onChanged={setShown} />}
      </section>
    </div>
  );
}
