import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import BranchNav from '@/components/panel/BranchNav';
import OnCallBoard from '@/components/panel/ticket/OnCallBoard';
import { useProviderQuery } from '@/store/api/menu';

/** /panel/{providerId}/onCall: the branch's on-call support times (support permission at the branch). */
export default function PanelOnCallPage() {
  const router = useRouter();
  const providerId = typeof router.query.providerId === 'string' ? router.query.providerId : undefined;
  const { data } = useProviderQuery(providerId ?? '', { skip: !providerId });
  const name = data?.provider.name;
  return (
    <PanelGuard
      providerId={providerId}
      flag="support"
      nav={BranchNav}
      waiting={!providerId}
      title={name ? `پشتیبانی آنکال، ${name}` : 'پشتیبانی آنکال'}
    >
      {() => <OnCallBoard key={providerId} providerId={providerId!} providerName={name} />}
    </PanelGuard>
  );
}
