import type { GetServerSideProps } from 'next';
import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import BlogAdminList from '@/components/panel/blog/BlogAdminList';
import { config } from '@/server/config';

interface Props {
  communityCategoryId: string;
}

export const getServerSideProps: GetServerSideProps<Props> = async () => ({
  props: { communityCategoryId: config().communityCategoryId },
});

/** /panel/blog: blog posts for staff. */
export default function PanelBlogPage({ communityCategoryId }: Props) {
  return (
    <PanelGuard nav={ContentNav} flag="blog" title="مدیریت بلاگ">
      {() => <BlogAdminList communityCategoryId={communityCategoryId} />}
    </PanelGuard>
  );
}
