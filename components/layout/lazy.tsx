import { Component, lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
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
 * A part the server renders whose code is not in the page's first-load JS (issue 25): the browser shows the
 * server's HTML, React hydrates the rest of the page without it and this part when its code arrives
 * (React's selective hydration), so nothing moves. For parts whose props do not change while they wait
 * (memo keeps a parent's re-render from reaching them; a changed prop would make React drop the HTML).
 */
export function serverPart<P extends object>(load: Loader<P>) {
  const Part = lazy(load);
  return memo(function ServerPart(props: P) {
    return (
      <LoadFailed>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </LoadFailed>
    );
  });
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
