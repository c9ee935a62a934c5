import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import type { AccessFlag } from '@/lib/permissions';
import { useProviderQuery } from '@/store/api/menu';
import styles from '@/components/panel/shared/PanelForm.module.css';

/** The frame of the workspace panel pages: the branch's access check, its nav and the heading. */
export default function SpacePanelPage({
  flag,
  title,
  children,
}: {
  flag: AccessFlag;
  title: string;
  children: (providerId: string) => ReactNode;
}) {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag={flag}
      waiting={!providerId}
      nav={BranchNav}
      title={name ? `${title} · ${name}` : title}
    >
      {() => (
        <div className={styles.page}>
          <div className={styles.top}>
            <h1 className={styles.heading}>
              {title} {name && <span className={styles.sub}>{name}</span>}
            </h1>
          </div>
          {children(providerId!)}
        </div>
      )}
    </PanelGuard>
  );
}
