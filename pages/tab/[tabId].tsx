import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { SITE_TITLE } from '@/lib/client/site';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { useAppSelector } from '@/store';
import LoginPrompt from '@/components/ui/LoginPrompt';
import TabLoading from '@/components/tab/TabLoading';
import { TAB_TEXT } from '@/components/tab/text';

// The tab itself (RTK Query, the tab API and screen) loads once the session is known, behind the same spinner.
const TabBody = dynamic(() => import('@/components/tab/TabBody'), { ssr: false, loading: TabLoading });

/** /tab/{tabId}: a table's shared tab on a member's phone (issue 27); anyone else gets a not-found state. */
export default function TabPage() {
  const router = useRouter();
  const tabId = typeof router.query.tabId === 'string' ? router.query.tabId : '';
  const authState = useAppSelector((s) => s.auth.state);
  usePageTitle(TAB_TEXT.pageTitle);

  let body;
  if (authState === 'guest') body = <LoginPrompt text={TAB_TEXT.loginText} />;
  else if (authState === 'user' && tabId) body = <TabBody tabId={tabId} />;
  else body = <TabLoading />;

  return (
    <>
      <Head>
        <title>{`${TAB_TEXT.pageTitle} | ${SITE_TITLE}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="container">{body}</div>
    </>
  );
}
