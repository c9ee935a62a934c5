import ErrorView from '@/components/layout/ErrorView';

/** A server failure while rendering a page. */
export default function ServerErrorPage() {
  return <ErrorView statusCode={500} />;
}
