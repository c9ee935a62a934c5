import Link from 'next/link';
import type { ModalProps } from '@/components/ui/ModalHost';
import Modal from '@/components/ui/Modal';
import Spinner from '@/components/ui/Spinner';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { toPersianDigits } from '@/lib/digits';
import { PAYMENT_BY_LABELS } from '@/lib/messages/ui';
import { useProviderListQuery } from '@/store/api/menu';
import { hoursText, isOpenAt } from '@/lib/opening-hours';
import styles from './BranchModal.module.css';

interface Props {
  provider: ProviderView;
  /** Which menu the visitor is on, so switching branch keeps them on the same kind where it exists. */
  kind?: 'cafe' | 'space';
}

function mapUrl(p: ProviderView): string | null {
  const [lng, lat] = p.location?.coordinates ?? [0, 0];
  if (!lat && !lng) return null;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone}`} className={`ltr ${styles.phone}`}>
      {toPersianDigits(phone)}
    </a>
  );
}

/** The host passes props untyped; without a branch there is nothing to show. */
export default function BranchModal({ onClose, provider, kind }: ModalProps & Partial<Props>) {
  return provider ? <BranchDetails onClose={onClose} provider={provider} kind={kind} /> : null;
}

/** The branches modal: the current branch's address, phones, hours, map and payment types, and every other branch to switch to. */
function BranchDetails({ onClose, provider, kind = 'cafe' }: { onClose: () => void } & Props) {
  const { data, isLoading, isError, refetch } = useProviderListQuery();
  const map = mapUrl(provider);
  const phones = [...new Set([provider.staticPhone, provider.phone].filter(Boolean))];
  const branchHref = (p: ProviderView) =>
    kind === 'space' && p.displayType.includes('sharedWorkspace') ? `/menu/cafespace/${p._id}` : `/menu/${p._id}`;

  return (
    <Modal title={provider.name} onClose={onClose}>
      <dl className={styles.facts}>
        {provider.address && (
          <div className={styles.fact}>
            <dt>نشانی</dt>
            <dd>{provider.address}</dd>
          </div>
        )}
        {phones.length > 0 && (
          <div className={styles.fact}>
            <dt>تلفن</dt>
            <dd className={styles.phones}>
              {phones.map((ph) => (
                <PhoneLink key={ph} phone={ph} />
              ))}
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>ساعت کاری</dt>
          <dd>هر روز {hoursText(provider.openingTime, provider.closingTime)}</dd>
        </div>
        {provider.paymentTypes.length > 0 && (
          <div className={styles.fact}>
            <dt>روش‌های پرداخت</dt>
            <dd className={styles.chips}>
              {provider.paymentTypes.map((t) => (
                <span key={t} className="badge">
                  {PAYMENT_BY_LABELS[t] ?? t}
                </span>
              ))}
            </dd>
          </div>
        )}
      </dl>
      {map && (
        <a href={map} target="_blank" rel="noopener noreferrer" className={`btn btn-outline btn-block ${styles.map}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinejoin="round"
            />
          </svg>
          مسیریابی روی نقشه
          <span className="sr-only">(در برگه جدید باز می‌شود)</span>
        </a>
      )}

      <h3 className={styles.listTitle}>همه شعبه‌ها</h3>
      {isLoading ? (
        <Spinner />
      ) : isError ? (
        <p className={styles.error}>
          فهرست شعبه‌ها دریافت نشد.{' '}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => refetch()}>
            تلاش دوباره
          </button>
        </p>
      ) : (
        <ul className={styles.list}>
          {(data?.providers ?? []).map((p) => {
            const current = p._id === provider._id;
            const open = isOpenAt(p.openingTime, p.closingTime);
            return (
              <li key={p._id}>
                <Link
                  href={branchHref(p)}
                  className={`${styles.branch} ${current ? styles.current : ''}`}
                  aria-current={current ? 'page' : undefined}
                  onClick={onClose}
                >
                  <span className={styles.branchName}>
                    {p.name}
                    {current && <span className="badge">شعبه فعلی</span>}
                  </span>
                  <span className={styles.branchMeta}>
                    {open !== null && (
                      <span className={open ? styles.open : styles.closed}>{open ? 'باز است' : 'بسته است'}</span>
                    )}
                    {' · '}
                    {hoursText(p.openingTime, p.closingTime)}
                  </span>
                  {p.address && <span className={styles.branchAddress}>{p.address}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
