import { useRouter } from 'next/router';
import TeacherPage from '@/components/academy/TeacherPage';

/** /teachers/{id}: a teacher's public profile: photo, bio and their events. */
export default function TeacherRoute() {
  const { query, isReady } = useRouter();
  const id = isReady && typeof query.id === 'string' ? query.id : undefined;
  return <TeacherPage id={id} />;
}
