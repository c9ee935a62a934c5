import Head from 'next/head';
import type { ReactNode } from 'react';
import LoginPrompt from '@/components/ui/LoginPrompt';
import Spinner from '@/components/ui/Spinner';
import { SITE_TITLE } from '@/lib/client/site';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/slices/authSlice';
import { usePageTitle } from '@/lib/client/usePageTitle';
import styles from './Money.module.css';

/**
 * The frame of the signed-in money screens (wallet, transactions, bundles, discount codes): the
 * header title, a spinner until the session is known, and a login prompt for visitors.
 */
export default function MoneyScreen({
  title,
  guestText,
  children,
}: {
  title: string;
  guestText: string;
  children: ReactNode;
}) {
  const auth = useAppSelector(selectAuth);
  usePageTitle(title);
  const head = (
    <Head>
      <title>{`${title} | ${SITE_TITLE}`}</title>
    </Head>
  );
  if (auth.state === 'unknown') {
    return (
      <div className={`container ${styles.center}`}>
        {head}
        <Spinner />
      </div>
    );
  }
  if (auth.state === 'guest') {
    return (
      <div className="container">
        {head}
        <LoginPrompt text={guestText} />
      </div>
    );
  }
  return (
    <div className={`container ${styles.page}`}>
      {head}
      {children}
    </div>
  );
}
