import Router from 'next/router';
import { useEffect, useRef } from 'react';
import type { ModalEntry } from '@/store/slices/modalsSlice';

/**
 * Every open modal is a browser history entry (same address, `__modal: id` in its state), so the
 * phone's Back button closes the sheet on top instead of leaving the page under it.
 *
 * - opening pushes an entry; Back pops it and closes the modal (Next's router is told to stay put);
 * - closing in the page (×, Escape, backdrop, a button) steps back over its entry, once;
 * - a modal closed just before a navigation (the payment sheet going to the order's page) has its
 *   entry replaced by the new page instead, so Back from there returns to the page, not to a dead entry.
 */
export function useModalHistory(stack: ModalEntry[], close: (id: number) => void): void {
  const open = useRef<number[]>([]);
  const ignorePops = useRef(0);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  // Once: Back with a modal open closes it; a pushState over a closed modal's entry replaces it.
  useEffect(() => {
    if (typeof window === 'undefined') return;
    const stale = () => {
      const id = (window.history.state as { __modal?: number } | null)?.__modal;
      return typeof id === 'number' && !open.current.includes(id);
    };
    const push = window.history.pushState.bind(window.history);
    const patched: History['pushState'] = (data, unused, url) => {
      if (stale()) window.history.replaceState(data, unused, url);
      else push(data, unused, url);
    };
    window.history.pushState = patched;
    // Which modals a popped entry leaves open: the ones at or below its `__modal`.
    const target = (state: unknown) => (state as { __modal?: number } | null)?.__modal ?? 0;
    const ours = (state: unknown) => {
      if (ignorePops.current > 0) return true;
      const to = target(state);
      return open.current.some((id) => id > to) || (to > 0 && !open.current.includes(to));
    };
    // Next's router hears popstate first (and skips its hook on a page's first one); it is only told
    // to stay put here, and the modals are closed by this page's own listener below.
    Router.beforePopState((state) => !ours(state));
    const onPop = (e: PopStateEvent) => {
      if (ignorePops.current > 0) {
        ignorePops.current -= 1;
        return;
      }
      const to = target(e.state);
      const above = open.current.filter((id) => id > to);
      // Back over open modals: close them (their entries are already popped). Forward onto the
      // entry of a modal closed since: nothing to show, the page stays.
      open.current = open.current.filter((id) => id <= to);
      for (const id of above.reverse()) closeRef.current(id);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (window.history.pushState === patched) window.history.pushState = push;
      Router.beforePopState(() => true);
    };
  }, []);

  const ids = stack.map((m) => m.id).join(',');
  useEffect(() => {
    const now = ids ? ids.split(',').map(Number) : [];
    const opened = now.filter((id) => !open.current.includes(id));
    const closed = open.current.filter((id) => !now.includes(id));
    open.current = open.current.filter((id) => now.includes(id));
    for (const id of opened) {
      window.history.pushState({ ...(window.history.state as object | null), __modal: id }, '');
      open.current.push(id);
    }
    if (closed.length) {
      // After this task: a navigation started by the same click replaces the entry instead (above).
      setTimeout(() => {
        const state = window.history.state as { __modal?: number } | null;
        if (typeof state?.__modal === 'number' && !open.current.includes(state.__modal)) {
          ignorePops.current += 1;
          window.history.back();
        }
      }, 0);
    }
  }, [ids]);
}
