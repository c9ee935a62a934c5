import type { GetServerSideProps } from 'next';
import { PROVIDER_COOKIE, TABLE_COOKIE } from '@/lib/client/site';
import { TABLE_VISIT_MS } from '@/store/slices/cartSlice';
import { ssr } from '@/server/ssr';
import { qrTarget } from '@/server/services/provider/table-by-id';
import QrGone from '@/components/cart/QrGone';

type Props = { gone: { providerId: string | null; removed: boolean } };

/**
 * /qr/{tableId}: the code on a table. A table in use answers with a redirect straight to its branch's
 * menu (no page to render and no client round trip first, D33), with the table in a short cookie the
 * menu reads to show «میز ۵» and seat the cart. A removed or unknown table gets a page leading to the
 * menu, with a 404 status.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  const result = await ssr(req, async () => {
    const target = await qrTarget(String(params?.id ?? ''));
    if ('gone' in target) res.statusCode = 404;
    return target;
  });
  if ('props' in result && 'table' in result.props) {
    const { table } = result.props;
    res.setHeader('Set-Cookie', [
      `${TABLE_COOKIE}=${encodeURIComponent(table._id)}; Path=/; Max-Age=${TABLE_VISIT_MS / 1000}; SameSite=Lax`,
      `${PROVIDER_COOKIE}=${encodeURIComponent(table.providerId)}; Path=/; Max-Age=${365 * 86_400}; SameSite=Lax`,
    ]);
    res.setHeader('Cache-Control', 'no-store');
    return { redirect: { destination: `/menu/${encodeURIComponent(table.providerId)}`, permanent: false } };
  }
  return result as { props: Props } | { notFound: true };
};

export default function QrPage(props: Props) {
  return <QrGone {...props.gone} />;
}
