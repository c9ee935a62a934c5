import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './ScrollRow.module.css';

// useLayoutEffect warns during the server render; the row only measures in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Which ends of a row still hide content: start is the reading start (right in RTL). */
export function hiddenEnds(
  scrollLeft: number,
  scrollWidth: number,
  clientWidth: number,
): { start: boolean; end: boolean } {
  const max = scrollWidth - clientWidth;
  if (max <= 1) return { start: false, end: false };
  // RTL rows count scrollLeft from 0 at the start down to -max (Chromium, Firefox, Safari alike).
  const moved = Math.abs(scrollLeft);
  return { start: moved > 1, end: moved < max - 1 };
}

interface Props {
  /** The accessible name of the navigation. */
  label: string;
  /** Changes when the current entry changes; the entry marked aria-current="page" is then scrolled into view. */
  current?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A navigation row that scrolls sideways when it does not fit (issue 21 D17, D31): a fade on each edge
 * that still hides entries tells a phone user there is more, and the current entry
 * (aria-current="page") is brought into view when the row appears and when it changes.
 * The row's own layout (a list, wrapping on wide screens) is the children's.
 */
export default function ScrollRow({ label, current, className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ start: false, end: false });

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const next = hiddenEnds(node.scrollLeft, node.scrollWidth, node.clientWidth);
      setEnds((e) => (e.start === next.start && e.end === next.end ? e : next));
    };
    measure();
    node.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(node);
    if (node.firstElementChild) observer?.observe(node.firstElementChild);
    return () => {
      node.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  useBrowserLayoutEffect(() => {
    const node = ref.current;
    const on = node?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!node || !on || node.scrollWidth <= node.clientWidth) return;
    // Centre it in the row by moving the row alone (scrollIntoView would scroll the page too).
    const row = node.getBoundingClientRect();
    const box = on.getBoundingClientRect();
    node.scrollLeft += box.left + box.width / 2 - (row.left + row.width / 2);
  }, [current]);

  return (
    <nav
      aria-label={label}
      className={`${styles.frame} ${className ?? ''}`}
      data-more-start={ends.start || undefined}
      data-more-end={ends.end || undefined}
    >
      <div ref={ref} className={styles.scroller} data-testid="scroll-row">
        {children}
      </div>
      <span className={styles.cueStart} aria-hidden="true">
        ›
      </span>
      <span className={styles.cueEnd} aria-hidden="true">
        ‹
      </span>
    </nav>
  );
}
