import { useRouter } from 'next/router';
import EventPage from '@/components/academy/EventPage';

/** /events/{id}: an event's cover, description, teacher, place, time, seats and price; buying tickets. */
export default function EventRoute() {
  const { query, isReady } = useRouter();
  const id = isReady && typeof query.id === 'string' ? query.id : undefined;
  return <EventPage id={id} />;
}
