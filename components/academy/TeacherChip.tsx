import Link from 'next/link';
import type { TeacherView } from '@/lib/contracts/academy';
import { academyImage } from './images';
import styles from './Academy.module.css';

/** A teacher's photo (or initial), name and a link to their public page. */
export default function TeacherChip({ teacher }: { teacher: Pick<TeacherView, '_id' | 'name' | 'photo'> }) {
  const photo = academyImage(teacher.photo);
  return (
    <Link href={`/teachers/${teacher._id}`} className={`card ${styles.teacher}`} style={{ padding: 12 }}>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded photo served by the API
        <img className={styles.avatar} src={photo} alt="" width={56} height={56} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {[...(teacher.name.trim() || '؟')][0]}
        </span>
      )}
      <span>
        <span className="muted" style={{ display: 'block', fontSize: '0.82rem' }}>
          مدرس
        </span>
        <strong>{teacher.name}</strong>
      </span>
    </Link>
  );
}
