// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextRequest } from 'next/server';
import { HeadWithLateManifests } from '@/pages/_document';
import { LATE_SCRIPT_ATTR, runLateScripts } from '@/lib/client/late-scripts';
import { proxy } from '@/proxy';
import { LIFE_PANEL_PATH } from '@/lib/client/site';

// Issue 25: what a page's first load leaves for later, and the rewrites that left the client router.
describe("the menu's first load", () => {
  it('names Next.js manifests as prefetches, not scripts, and keeps every other script', () => {
    const head = new HeadWithLateManifests({});
    Object.assign(head, {
      context: {
        assetPrefix: '',
        assetQueryString: '',
        mutableAssetQueryString: '',
        isDevelopment: false,
        disableOptimizedLoading: false,
        buildManifest: { lowPriorityFiles: ['static/B1/_buildManifest.js', 'static/B1/_ssgManifest.js'] },
      },
    });
    const html = renderToStaticMarkup(
      <>
        {head.getScripts({ allFiles: ['static/chunks/main-1.js', 'static/css/a.css'], sharedFiles: [], pageFiles: [] })}
      </>,
    );
    expect(html).toContain('<script src="/_next/static/chunks/main-1.js" defer="">');
    expect(html).not.toContain('<script src="/_next/static/B1/');
    expect(html).toContain(
      `<link rel="prefetch" as="script" href="/_next/static/B1/_buildManifest.js" ${LATE_SCRIPT_ATTR}=""/>`,
    );
    expect(html).toContain(
      `<link rel="prefetch" as="script" href="/_next/static/B1/_ssgManifest.js" ${LATE_SCRIPT_ATTR}=""/>`,
    );
  });

  it('runs the late scripts once, after hydration', () => {
    document.head.innerHTML = `<link rel="prefetch" as="script" href="/_next/static/B1/_buildManifest.js" ${LATE_SCRIPT_ATTR}="">`;
    runLateScripts();
    runLateScripts();
    const scripts = [...document.body.querySelectorAll('script')].map((s) => new URL(s.src).pathname);
    expect(scripts).toStrictEqual(['/_next/static/B1/_buildManifest.js']);
  });

  it("rewrites the spec's /Menu and /panel/{product}Life in the proxy, and leaves other pages alone", () => {
    const rewrite = (path: string) => {
      const to = proxy(new NextRequest(`http://127.0.0.1:3000${path}`)).headers.get('x-middleware-rewrite');
      return to && new URL(to).href.slice(new URL(to).origin.length);
    };
    expect(rewrite('/Menu')).toBe('/menu');
    expect(rewrite('/Menu?table=1')).toBe('/menu?table=1');
    expect(rewrite(LIFE_PANEL_PATH)).toBe('/panel/life');
    expect(rewrite('/menu')).toBeNull();
    expect(rewrite('/panel/life')).toBeNull();
  });
});
