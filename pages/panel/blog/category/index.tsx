import type { GetServerSideProps } from 'next';
import ContentGuard from '@/components/panel/blog/ContentGuard';
import { CategoryList } from '@/components/panel/blog/CategoryAdmin';
import { config } from '@/server/config';

interface Props {
  communityCategoryId: string;
}

export const getServerSideProps: GetServerSideProps<Props> = async () => ({ props: { communityCategoryId: config().communityCategoryId } });

/** /panel/blog/category: blog categories. */
export default function PanelBlogCategoryPage({ communityCategoryId }: Props) {
  return <ContentGuard flag="blog" title="دسته‌بندی‌های بلاگ">{() => <CategoryList communityCategoryId={communityCategoryId} />}</ContentGuard>;
}
