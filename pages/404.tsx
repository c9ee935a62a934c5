import ErrorView from '@/components/layout/ErrorView';

/** Any unknown path. */
export default function NotFoundPage() {
  return <ErrorView statusCode={404} />;
}
