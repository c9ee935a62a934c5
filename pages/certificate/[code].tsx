import { useRouter } from 'next/router';
import CertificateCheck from '@/components/academy/CertificateCheck';
import QueryState from '@/components/ui/QueryState';
import { useCertificateQuery } from '@/store/api/academy';

/** /certificate/{code}: the public check of a certificate (its code is printed on it as text and QR). */
export default function CertificateRoute() {
  const { query: params, isReady } = useRouter();
  const code = isReady && typeof params.code === 'string' ? params.code : '';
  const query = useCertificateQuery(code, { skip: !code });
  return (
    <QueryState
      query={code ? query : {}}
      renderError={(info) => (info.status === 404 ? <CertificateCheck code={code} certificate={null} /> : null)}
    >
      {(d) => <CertificateCheck code={code} certificate={d.certificate} />}
    </QueryState>
  );
}
