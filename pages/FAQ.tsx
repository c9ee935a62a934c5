import type { GetServerSideProps } from 'next';
import FaqPage, { type FaqPageProps } from '@/components/faq/FaqPage';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { listFaqCategories } from '@/server/services/faq/list-faq-categories';
import { listFaqs } from '@/server/services/faq/list-faqs';

export const getServerSideProps: GetServerSideProps<FaqPageProps> = async ({ req }) =>
  ssr(req, async () => {
    const [{ faqs }, { categories }] = await Promise.all([listFaqs(), listFaqCategories()]);
    return { origin: config().publicBaseUrl, faqs, categories };
  });

/** /FAQ: frequently asked questions, grouped by category. */
export default function Faq(props: FaqPageProps) {
  return <FaqPage {...props} />;
}
