import type { GetServerSideProps } from 'next';
import CertificateCheck from '@/components/academy/CertificateCheck';
import type { CertificateView } from '@/lib/contracts/academy';
import { ssr } from '@/server/ssr';
import { AppError } from '@/server/http/errors';
import { getCertificate } from '@/server/services/academy/certificates';

interface Props {
  code: string;
  certificate: CertificateView | null;
}

/** Rendered on the server: an unknown code answers 404 with the page's own «not found» text. */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  const code = String(params?.code ?? '').slice(0, 40);
  const r = await ssr(req, async (): Promise<Props> => {
    try {
      return { code, certificate: (await getCertificate({ code })).certificate };
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return { code, certificate: null };
      throw err;
    }
  });
  if ('props' in r && !r.props.certificate) res.statusCode = 404;
  return r;
};

/** /certificate/{code}: the public check of a certificate (its code is printed on it as text and QR). */
export default function CertificateRoute(props: Props) {
  return <CertificateCheck {...props} />;
}
