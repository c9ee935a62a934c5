import type { GetServerSideProps } from 'next';
import SearchResults, { type SearchResultsProps } from '@/components/explore/SearchResults';
import { ssr } from '@/server/ssr';
import { config } from '@/server/config';
import { search } from '@/server/services/search/search';

export const getServerSideProps: GetServerSideProps<SearchResultsProps> = async ({ query, req }) =>
  ssr(req, async () => {
    const raw = query.q ?? query.text ?? '';
    const q = (Array.isArray(raw) ? raw[0] : raw).trim().slice(0, 100);
    return { origin: config().publicBaseUrl, q, result: q ? await search({ text: q, viewer: null }) : null };
  });

/** /search-result?q=: search across menus, blog and FAQ. */
export default function SearchResultPage(props: SearchResultsProps) {
  return <SearchResults {...props} />;
}
