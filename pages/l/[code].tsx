import type { GetServerSideProps } from 'next';
import { ensureDatabase } from '@/server/db/client';
import { config } from '@/server/config';
import { SHORT_LINK_COOKIE } from '@/server/http/cookies';
import { visitShortLink } from '@/server/services/short-link/visit-short-link';

/**
 * /l/{code}: a short link. Counts the visit, remembers the link for 30 days (a registration on this
 * browser is credited to it: users.short_link_ref_id) and redirects; an unknown or switched-off code
 * is the site's 404 page.
 */
export const getServerSideProps: GetServerSideProps = async ({ params, res }) => {
  await ensureDatabase();
  const hit = await visitShortLink({ code: String(params?.code ?? '') });
  if (!hit) return { notFound: true };
  const secure = config().publicBaseUrl.startsWith('https://') ? '; Secure' : '';
  res.setHeader(
    'Set-Cookie',
    `${SHORT_LINK_COOKIE}=${hit.id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${30 * 24 * 3600}${secure}`,
  );
  res.setHeader('Cache-Control', 'no-store');
  return { redirect: { destination: hit.target, permanent: false } };
};

export default function ShortLinkRedirect() {
  return null;
}
