import { useRouter } from 'next/router';
import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import BlogEditor from '@/components/panel/blog/BlogEditor';

/** /panel/blog/edit?id=: edit a post; without an id, write a new one. */
export default function PanelBlogEditPage() {
  const { query, isReady } = useRouter();
  const id = typeof query.id === 'string' && query.id ? query.id : null;
  return (
    <PanelGuard nav={ContentNav} flag="blog" title={id ? 'ویرایش نوشته' : 'نوشته تازه'}>
      {() => (isReady ? <BlogEditor key={id ?? 'new'} blogId={id} /> : null)}
    </PanelGuard>
  );
}
