import Modal from '@/components/ui/Modal';
import type { ModalProps } from '@/components/ui/ModalHost';
import Spinner from '@/components/ui/Spinner';
import { useProviderListQuery } from '@/store/api/menu';
import { toPersianDigits } from '@/lib/digits';
import type { ProviderView } from '@/lib/contracts/menu/customer';
import { useStableCallback } from './hooks';
import styles from './ContactModal.module.css';

interface Group {
  key: string;
  label: string;
  /** In-person visit hours, for the branches that receive visitors. */
  visit?: string;
}

// The spec's three groups; Selva sits on Mirdamad Boulevard, hence 'بلوار'.
const GROUPS: Group[] = [
  { key: 'mirdamad', label: 'میرداماد', visit: 'بازدید حضوری: ۸ تا ۱۰ صبح و عصر' },
  { key: 'selva', label: 'بلوار', visit: 'بازدید حضوری: ۹ تا ۱۸' },
  { key: 'iranshahr', label: 'ایرانشهر' },
];
const OTHER: Group = { key: 'other', label: 'سایر شعبه‌ها' };

const isWorkspace = (p: ProviderView) => p.displayType.includes('sharedWorkspace');

/** Branches by group: shared workspaces first, then cafes; the list order is kept otherwise. */
export function groupProviders(providers: ProviderView[]): { group: Group; providers: ProviderView[] }[] {
  const known = new Set(GROUPS.map((g) => g.key));
  return [...GROUPS, OTHER]
    .map((group) => ({
      group,
      providers: providers
        .filter((p) => (group === OTHER ? !known.has(p.branch) : p.branch === group.key))
        .map((p, i) => ({ p, i }))
        .sort((a, b) => Number(isWorkspace(b.p)) - Number(isWorkspace(a.p)) || a.i - b.i)
        .map(({ p }) => p),
    }))
    .filter((g) => g.providers.length > 0);
}

function kindLabel(p: ProviderView): string {
  const kinds = [isWorkspace(p) && 'فضای کار اشتراکی', p.displayType.includes('cafe') && 'کافه'].filter(Boolean);
  return kinds.join(' و ');
}

/** The contact-us modal: every branch's address, phone and opening hours, grouped by area. */
export default function ContactModal({ onClose: hostClose }: ModalProps) {
  const onClose = useStableCallback(hostClose);
  const { data, isLoading, isError, refetch } = useProviderListQuery();
  const groups = groupProviders(data?.providers ?? []);

  return (
    <Modal title="تماس با ما" onClose={onClose}>
      {isLoading && (
        <div className={styles.center}>
          <Spinner />
        </div>
      )}
      {isError && (
        <div className={styles.center}>
          <p>فهرست شعبه‌ها دریافت نشد.</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => refetch()}>
            تلاش دوباره
          </button>
        </div>
      )}
      {groups.map(({ group, providers }) => (
        <section
          key={group.key}
          className={styles.group}
          aria-labelledby={`contact-${group.key}`}
          data-testid={`contact-group-${group.key}`}
        >
          <div className={styles.groupHead}>
            <h3 id={`contact-${group.key}`} className={styles.groupTitle}>
              {group.label}
            </h3>
            {group.visit && <span className="badge">{group.visit}</span>}
          </div>
          <ul className={styles.list}>
            {providers.map((p) => (
              <li key={p._id} className={styles.branch}>
                <div className={styles.branchHead}>
                  <strong>{p.name}</strong>
                  <span className={styles.kind}>{kindLabel(p)}</span>
                </div>
                <p className={styles.row}>
                  <span className={styles.key}>نشانی:</span> {p.address}
                </p>
                {p.staticPhone && (
                  <p className={styles.row}>
                    <span className={styles.key}>تلفن:</span>{' '}
                    <a href={`tel:${p.staticPhone}`} className={styles.phone} dir="ltr">
                      {toPersianDigits(p.staticPhone)}
                    </a>
                  </p>
                )}
                <p className={styles.row}>
                  <span className={styles.key}>ساعت کاری:</span>{' '}
                  {`${toPersianDigits(p.openingTime)} تا ${toPersianDigits(p.closingTime)}`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Modal>
  );
}
