import ContentGuard from '@/components/panel/blog/ContentGuard';
import BlogEditor from '@/components/panel/blog/BlogEditor';

/** /panel/blog/create: write a new post. */
export default function PanelBlogCreatePage() {
  return <ContentGuard flag="blog" title="نوشته تازه">{() => <BlogEditor blogId={null} />}</ContentGuard>;
}
