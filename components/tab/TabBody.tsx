import { describeError } from '@/api-client';
import { useTabQuery } from '@/store/api/tab';
import EmptyState from '@/components/ui/EmptyState';
import LoginPrompt from '@/components/ui/LoginPrompt';
import TabScreen from './TabScreen';
import TabLoading from './TabLoading';
import { TAB_TEXT } from './text';

/**
 * A signed-in member's view of the tab: the tab, or why it cannot be shown. Loaded by pages/tab/[tabId] once
 * the session is known, so the page's first load carries neither RTK Query nor the tab screen (issue 25).
 */
export default function TabBody({ tabId }: { tabId: string }) {
  const { data, error, isFetching, refetch } = useTabQuery(tabId);
  if (data) return <TabScreen tab={data.tab} />;
  if (!error) return <TabLoading />;
  const info = describeError(error);
  if (info.status === 401) return <LoginPrompt text={TAB_TEXT.loginText} />;
  if (info.status === 403 || info.status === 404 || info.status === 400)
    // Not a member, or no such tab: the same answer, so a guessed id says nothing about a party's tab.
    return (
      <EmptyState
        icon="lock"
        title={TAB_TEXT.notFoundTitle}
        text={TAB_TEXT.notFoundText}
        action={{ href: '/menu', label: TAB_TEXT.toMenu }}
        testId="tab-not-found"
      />
    );
  return (
    <EmptyState
      icon="alert"
      title={TAB_TEXT.loadError}
      text={info.message}
      action={{ onClick: () => void refetch(), label: isFetching ? 'در حال تلاش…' : TAB_TEXT.retry }}
      testId="tab-error"
    />
  );
}
