import type { NextPageContext } from 'next';
import ErrorView from '@/components/layout/ErrorView';

interface Props {
  statusCode: number;
}

/** Every other failure: the status code (500 when unknown) and its Persian message. */
function ErrorPage({ statusCode }: Props) {
  return <ErrorView statusCode={statusCode} />;
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => {
  const statusCode = res?.statusCode ?? (err as { statusCode?: number } | null | undefined)?.statusCode ?? 500;
  return { statusCode: statusCode >= 400 ? statusCode : 500 };
};

export default ErrorPage;
