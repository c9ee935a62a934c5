import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import QueryLoading from '@/components/ui/QueryLoading';
import { usePageTitle } from '@/lib/client/usePageTitle';

// The page is prerendered without its id, so its HTML is the loading state: the event's screen (RTK Query,
// the academy API) loads after hydration behind that same loading state, not with the page (issue 25).
function EventLoading() {
  return (
    <div className="container" style={{ maxWidth: 1120, paddingBottom: 40 }}>
      <QueryLoading />
    </div>
  );
}
const EventPage = dynamic(() => import('@/components/academy/EventPage'), { ssr: false, loading: EventLoading });

/** /events/{id}: an event's cover, description, teacher, place, time, seats and price; buying tickets. */
export default function EventRoute() {
  const { query, isReady } = useRouter();
  const id = isReady && typeof query.id === 'string' ? query.id : undefined;
  usePageTitle('رویداد');
  return <EventPage id={id} />;
}
