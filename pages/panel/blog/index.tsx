import type { GetServerSideProps } from 'next';
import ContentGuard from '@/components/panel/blog/ContentGuard';
import BlogAdminList from '@/components/panel/blog/BlogAdminList';
import { config } from '@/server/config';

interface Props {
  communityCategoryId: string;
}

export const getServerSideProps: GetServerSideProps<Props> = async () => ({ props: { communityCategoryId: config().communityCategoryId } });

/** /panel/blog: blog posts for staff. */
export default function PanelBlogPage({ communityCategoryId }: Props) {
  return <ContentGuard flag="blog" title="مدیریت بلاگ">{() => <BlogAdminList communityCategoryId={communityCategoryId} />}</ContentGuard>;
}
