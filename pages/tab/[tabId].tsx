import Head from 'next/head';
import { useRouter } from 'next/router';
import { SITE_TITLE } from '@/lib/client/site';
import { describeError } from '@/api-client';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { useAppSelector } from '@/store';
import { useTabQuery } from '@/store/api/tab';
import EmptyState from '@/components/ui/EmptyState';
import LoginPrompt from '@/components/ui/LoginPrompt';
import Spinner from '@/components/ui/Spinner';
import TabScreen from '@/components/tab/TabScreen';
import { TAB_TEXT } from '@/components/tab/text';
import styles from '@/components/tab/Tab.module.css';

/** /tab/{tabId}: a table's shared tab on a member's phone (issue 27); anyone else gets a not-found state. */
export default function TabPage() {
  const router = useRouter();
  const tabId = typeof router.query.tabId === 'string' ? router.query.tabId : '';
  const authState = useAppSelector((s) => s.auth.state);
  const { data, error, isFetching, refetch } = useTabQuery(tabId, { skip: !tabId || authState !== 'user' });
  usePageTitle(TAB_TEXT.pageTitle);

  let body;
  if (authState === 'guest') body = <LoginPrompt text={TAB_TEXT.loginText} />;
  else if (data) body = <TabScreen tab={data.tab} />;
  else if (error) {
    const info = describeError(error);
    if (info.status === 401) body = <LoginPrompt text={TAB_TEXT.loginText} />;
    else if (info.status === 403 || info.status === 404 || info.status === 400)
      // Not a member, or no such tab: the same answer, so a guessed id says nothing about a party's tab.
      body = (
        <EmptyState
          icon="lock"
          title={TAB_TEXT.notFoundTitle}
          text={TAB_TEXT.notFoundText}
          action={{ href: '/menu', label: TAB_TEXT.toMenu }}
          testId="tab-not-found"
        />
      );
    else
      body = (
        <EmptyState
          icon="alert"
          title={TAB_TEXT.loadError}
          text={info.message}
          action={{ onClick: () => void refetch(), label: isFetching ? 'در حال تلاش…' : TAB_TEXT.retry }}
          testId="tab-error"
        />
      );
  } else
    body = (
      <div className={styles.layout} style={{ justifyItems: 'center', paddingTop: 64 }}>
        <Spinner label={TAB_TEXT.loading} />
      </div>
    );

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
