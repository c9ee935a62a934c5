import type { GetServerSideProps } from 'next';
import PanelGuard from '@/components/panel/PanelGuard';
import ContentNav from '@/components/panel/blog/ContentNav';
import { CategoryList } from '@/components/panel/blog/CategoryAdmin';
import { config } from '@/server/config';

interface Props {
  communityCategoryId: string;
}

export const getServerSideProps: GetServerSideProps<Props> = async () => ({
  props: { communityCategoryId: config().communityCategoryId },
});

/** /panel/blog/category: blog categories. */
export default function PanelBlogCategoryPage({ communityCategoryId }: Props) {
  return (
    <PanelGuard nav={ContentNav} flag="blog" title="دسته‌بندی‌های بلاگ">
      {() => <CategoryList communityCategoryId={communityCategoryId} />}
    </PanelGuard>
  );
}
