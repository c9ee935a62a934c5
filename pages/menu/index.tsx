import type { GetServerSideProps } from 'next';
import { ensureDatabase } from '@/server/db/client';
import { defaultProviderId } from '@/server/services/provider/default-provider-id';
import { getProvider } from '@/server/services/provider/get-provider';
import { PROVIDER_COOKIE } from '@/lib/client/site';

/** /menu opens the branch the visitor chose last (the providerId cookie), else the default branch. */
export const getServerSideProps: GetServerSideProps = async ({ req }) => {
  await ensureDatabase();
  const chosen = req.cookies[PROVIDER_COOKIE];
  let target: string | null = null;
  if (chosen) {
    target = await getProvider(chosen)
      .then(({ provider }) => provider._id)
      .catch(() => null);
  }
  target ??= await defaultProviderId();
  if (!target) return { notFound: true };
  return { redirect: { destination: `/menu/${encodeURIComponent(target)}`, permanent: false } };
};

export default function MenuRedirect() {
  return null;
}
