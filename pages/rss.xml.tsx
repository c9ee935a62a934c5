import type { GetServerSideProps } from 'next';
import { ensureDatabase } from '@/server/db/client';
import { config } from '@/server/config';
import { publishedBlogs } from '@/server/services/blog/read-blog';
import { plainText } from '@/server/services/blog/sanitize';
import { blogPhotoUrl } from '@/lib/content-rules';
import { SITE_DESCRIPTION } from '@/lib/client/site';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** /rss.xml: an RSS 2.0 feed of the latest 30 published posts (titles and summaries as plain text). */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  await ensureDatabase();
  const c = config();
  const posts = await publishedBlogs(30);
  const items = posts.map((p) => {
    const link = `${c.publicBaseUrl}/blog/${p.id}`;
    const summary =
      p.description ||
      plainText(
        p.body
          .filter((b) => b.type === 'text')
          .map((b) => b.content)
          .join(' '),
      ).slice(0, 300);
    const date = p.publishedAt ?? p.createdAt;
    return [
      '<item>',
      `<title>${xml(p.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<category>${xml(p.categoryName)}</category>`,
      `<pubDate>${new Date(date).toUTCString()}</pubDate>`,
      `<description>${xml(summary)}</description>`,
      p.cover
        ? `<enclosure url="${xml(`${c.publicBaseUrl}${blogPhotoUrl(p.cover)}`)}" type="${p.cover.endsWith('.png') ? 'image/png' : p.cover.endsWith('.svg') ? 'image/svg+xml' : p.cover.endsWith('.webp') ? 'image/webp' : 'image/jpeg'}" length="0"/>`
        : '',
      '</item>',
    ].join('');
  });
  res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=600');
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
      `<title>${xml(`بلاگ ${c.productName}`)}</title><link>${xml(`${c.publicBaseUrl}/blog`)}</link>` +
      `<atom:link href="${xml(`${c.publicBaseUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>` +
      `<description>${xml(SITE_DESCRIPTION)}</description><language>fa-IR</language>${items.join('')}</channel></rss>\n`,
  );
  return { props: {} };
};

export default function Rss() {
  return null;
}
