import { Head, Html, Main, NextScript } from 'next/document';

export default function Document() {
  return (
    <Html lang="fa" dir="rtl">
      <Head>
        <meta name="theme-color" content="#6b3f22" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable on Android and iOS home screens (issue 29): public/manifest.webmanifest, icons from scripts/make-icons.ts. */}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="همکار" />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
