import type { GetServerSideProps } from 'next';
import { ensureDatabase } from '@/server/db/client';
import { config } from '@/server/config';
import { publishedBlogs } from '@/server/services/blog/read-blog';
import { listBlogCategories } from '@/server/services/blog/list-blog-categories';
import { listProviders } from '@/server/services/provider/list-providers';

const STATIC = [
  '/',
  '/blog',
  '/blog/Community',
  '/FAQ',
  '/club',
  '/explore',
  '/team',
  '/terms',
  '/chart',
  '/about-us/carousel',
  '/about-us/mirdamad',
  '/about-us/table',
  '/about-us/holyDayTable',
];

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function entry(loc: string, lastmod?: Date | null, priority?: string) {
  return `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${priority ? `<priority>${priority}</priority>` : ''}</url>`;
}

/** /sitemap.xml: the public pages, every branch menu and every published post, built from the database. */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  await ensureDatabase();
  const origin = config().publicBaseUrl;
  const [posts, { providers }, { categories }] = await Promise.all([
    publishedBlogs(),
    listProviders(),
    listBlogCategories(null),
  ]);
  const urls = [
    ...STATIC.map((p) => entry(`${origin}${p}`, null, p === '/' ? '1.0' : '0.6')),
    ...providers.map((p) => entry(`${origin}/menu/${p._id}`, null, '0.9')),
    ...categories
      .filter((c) => c._id !== config().communityCategoryId)
      .map((c) => entry(`${origin}/blog?category=${encodeURIComponent(c._id)}`, null, '0.5')),
    ...posts.map((p) => entry(`${origin}/blog/${p.id}`, p.updatedAt, '0.7')),
  ];
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=600');
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
  );
  return { props: {} };
};

export default function Sitemap() {
  return null;
}
