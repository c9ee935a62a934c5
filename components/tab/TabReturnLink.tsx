import Link from 'next/link';
import { useEffect, useState } from 'react';

const KEY = 'hk-tab-paying';

/** Remembers, before the bank's page, which tab a share is paid for, so its result screen leads back to it. */
export function rememberTabPayment(tabId: string): void {
  try {
    window.sessionStorage.setItem(KEY, tabId);
  } catch {
    // Private mode: the result screen leads to the menu instead.
  }
}

/** The way back from a share's bank result to the tab it was paid for (or to the menu when unknown). */
export default function TabReturnLink({ label, className }: { label: string; className?: string }) {
  const [tabId, setTabId] = useState<string | null>(null);
  useEffect(() => {
    try {
      // Read after mounting: the server renders the result screen without the browser's storage.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setTabId(window.sessionStorage.getItem(KEY));
    } catch {
      setTabId(null);
    }
  }, []);
  return (
    <Link href={tabId ? `/tab/${encodeURIComponent(tabId)}` : '/menu'} className={className} data-testid="tab-return">
      {label}
    </Link>
  );
}
