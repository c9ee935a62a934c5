import { useRouter } from 'next/router';
import ContentGuard from '@/components/panel/blog/ContentGuard';
import BlogEditor from '@/components/panel/blog/BlogEditor';

/** /panel/blog/edit?id=: edit a post; without an id, write a new one. */
export default function PanelBlogEditPage() {
  const { query, isReady } = useRouter();
  const id = typeof query.id === 'string' && query.id ? query.id : null;
  return <ContentGuard flag="blog" title={id ? 'ویرایش نوشته' : 'نوشته تازه'}>{() => (isReady ? <BlogEditor key={id ?? 'new'} blogId={id} /> : null)}</ContentGuard>;
}
