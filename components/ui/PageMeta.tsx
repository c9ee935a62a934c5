import Head from 'next/head';
import { usePageTitle } from '@/lib/client/usePageTitle';
import { PRODUCT_NAME, SITE_TITLE } from '@/lib/client/site';

interface Props {
  /** The page's own title; the browser tab shows it before the site title. */
  title: string;
  description: string;
  /** Absolute site address (PUBLIC_BASE_URL), from the server, for canonical and Open Graph links. */
  origin?: string;
  /** The page's path, e.g. /blog/abc. */
  path?: string;
  /** An image address (absolute or site-relative). */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** Shorter title for the fixed header; defaults to `title`. */
  headerTitle?: string;
  noindex?: boolean;
  publishedTime?: string | null;
  modifiedTime?: string | null;
}

const absolute = (origin: string | undefined, url: string) =>
  /^https?:\/\//.test(url) || !origin ? url : `${origin}${url}`;

/** Title, description, canonical and Open Graph tags of a content page, and the header's title while it is shown. */
export default function PageMeta({
  title,
  description,
  origin,
  path,
  image,
  type = 'website',
  headerTitle,
  noindex,
  publishedTime,
  modifiedTime,
}: Props) {
  const header = headerTitle ?? title;
  usePageTitle(header);
  const url = path ? absolute(origin, path) : undefined;
  const fullTitle = `${title} | ${SITE_TITLE}`;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:locale" content="fa_IR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={absolute(origin, image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      {modifiedTime && <meta property="article:modified_time" content={modifiedTime} />}
    </Head>
  );
}
