import type { GetServerSideProps } from 'next';
import type { PaymentPurpose } from '../db/schema';
import { paymentResultProps, type PaymentResultProps } from '../services/payment/result-page';
import { ssr } from '../ssr';
import { readToken } from './cookies';

/** getServerSideProps of a result screen: ensures the database, reads the session cookie and the bank's query. */
export function resultPageProps({
  purpose,
}: {
  purpose: PaymentPurpose;
}): GetServerSideProps<PaymentResultProps & { purpose: PaymentPurpose }> {
  return async ({ params, query, req, res }) => {
    res.setHeader('Cache-Control', 'no-store');
    const paymentId = String(params?.paymentId ?? '');
    const authority = typeof query.Authority === 'string' ? query.Authority : null;
    const token = readToken(req);
    const r = await ssr(req, () => paymentResultProps({ paymentId, purpose, authority, token }));
    if ('notFound' in r) return r;
    return { props: { ...r.props, purpose } };
  };
}
