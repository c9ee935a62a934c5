import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import BlogEditor from '@/components/panel/blog/BlogEditor';

/** /panel/blog/create: write a new post. */
export default function PanelBlogCreatePage() {
  return (
    <PanelGuard nav={ContentNav} flag="blog" title="نوشته تازه">
      {() => <BlogEditor blogId={null} />}
    </PanelGuard>
  );
}
