import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './hooks';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** Renders nothing where a part's code could not load (offline, or a newer build replaced it): the page stays up. */
class LoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part the server renders whose code is not in the page's first-load JS (issue 25). The browser shows the
 * server's HTML, which React keeps as it is while it hydrates the page (a wrapper whose content it leaves
 * alone); after hydration the part's code loads and React puts the part in its place, the same markup, so
 * nothing moves. Until then its links work as plain links; if the code cannot load, the HTML stays.
 * `server` gives the part itself on the server and is null in the browser (`typeof window === 'undefined' ?
 * () => require(...) : null` at the call site, which the browser's build drops); it is called at the first
 * render, not when the module loads, so code that imports the module without rendering it (an API test
 * importing a page for its getServerSideProps) needs no bundler to resolve that require. Not with React's Suspense:
 * React 19.2 streams a large enough boundary out of order, revealed by an inline script the CSP refuses.
 */
export function staticPart<P extends object>(server: (() => ComponentType<P>) | null, load: Loader<P>) {
  let loaded: ComponentType<P> | null = null;
  return function StaticPart(props: P) {
    const [Part, setPart] = useState(() => (loaded ??= server?.() ?? null));
    useEffect(() => {
      if (Part) return;
      let live = true;
      load()
        .then((m) => {
          loaded = m.default;
          if (live) setPart(() => m.default);
        })
        .catch(() => undefined);
      return () => {
        live = false;
      };
    }, [Part]);
    if (!Part)
      return (
        <div
          key="html"
          style={{ display: 'contents' }}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      );
    return (
      <div key="part" style={{ display: 'contents' }}>
        <Part {...props} />
      </div>
    );
  };
}

/**
 * A part only the browser shows, after hydration, whose code loads then: `fallback` (or nothing) until it
 * has (what next/dynamic with `ssr: false` does, without next/dynamic's loader in the first-load JS).
 */
export function clientPart<P extends object>(load: Loader<P>, fallback: ReactNode = null) {
  const Part = lazy(load);
  return function ClientPart(props: P) {
    const hydrated = useHydrated();
    if (!hydrated) return fallback;
    return (
      <LoadFailed>
        <Suspense fallback={fallback}>
          <Part {...props} />
        </Suspense>
      </LoadFailed>
    );
  };
}
