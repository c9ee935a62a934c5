import { Head, Html, Main, NextScript } from 'next/document';
import { LATE_SCRIPT_ATTR } from '@/lib/client/late-scripts';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * Next's head, less the two manifests it loads with every page (issue 25): the build manifest (each page's
 * chunks, 6.6 KB gzip) and the SSG manifest are read only by the client router, for a prefetch or a
 * navigation, never to show or hydrate the page. They are named here as low-priority prefetches and run
 * after hydration (lib/client/late-scripts.ts, from _app); a navigation asked for before then waits for
 * them (Next's route loader waits up to 3.8 s, then navigates with a full page load).
 */
export class HeadWithLateManifests extends Head {
  getScripts(files: DocumentFiles): ReturnType<Head['getScripts']> {
    const late = new Set(this.context.buildManifest.lowPriorityFiles);
    const all = super.getScripts(files);
    const isLate = (el: (typeof all)[number]) => Boolean(el && typeof el.key === 'string' && late.has(el.key));
    return [
      ...all.filter((el) => !isLate(el)),
      ...all
        .filter(isLate)
        .map((el) => (
          <link key={el.key} rel="prefetch" as="script" href={el.props.src} {...{ [LATE_SCRIPT_ATTR]: '' }} />
        )),
    ];
  }
}

export default function Document() {
  return (
    <Html lang="fa" dir="rtl">
      <HeadWithLateManifests>
        <meta name="theme-color" content="#6b3f22" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable on Android and iOS home screens (issue 29): public/manifest.webmanifest, icons from scripts/make-icons.ts. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="همکار" />
      </HeadWithLateManifests>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
