import { useEffect, useRef, useState, type MouseEvent } from 'react';
import styles from './CategoryChips.module.css';

export interface ChipCategory {
  _id: string;
  title: string;
}

/** The id of a category's section on the page (also the chip's link target, so chips work before scripts load). */
export const sectionId = (categoryId: string) => `cat-${categoryId}`;

/**
 * Sticky, horizontally scrolling category links. A click scrolls to the section; the chip of the
 * section in view is highlighted and kept visible in the strip.
 */
export default function CategoryChips({ categories }: { categories: ChipCategory[] }) {
  const [active, setActive] = useState<string | null>(categories[0]?._id ?? null);
  const stripRef = useRef<HTMLDivElement>(null);
  // While a click's smooth scroll runs, the sections it passes must not steal the highlight.
  const lockUntil = useRef(0);

  useEffect(() => {
    const sections = categories
      .map((c) => document.getElementById(sectionId(c._id)))
      .filter((el): el is HTMLElement => Boolean(el));
    if (!sections.length || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) visible.add(e.target.id);
          else visible.delete(e.target.id);
        }
        if (performance.now() < lockUntil.current) return;
        const first = sections.find((s) => visible.has(s.id));
        if (first) setActive(first.id.slice(4));
      },
      // The band just under the header and the chip strip counts as "in view".
      { rootMargin: '-120px 0px -55% 0px' },
    );
    sections.forEach((s) => observer.observe(s));
    return () => observer.disconnect();
  }, [categories]);

  useEffect(() => {
    const strip = stripRef.current;
    const chip = active ? strip?.querySelector<HTMLElement>(`[data-cat="${active}"]`) : null;
    if (!strip || !chip) return;
    const s = strip.getBoundingClientRect();
    const c = chip.getBoundingClientRect();
    const delta = c.left + c.width / 2 - (s.left + s.width / 2);
    if (Math.abs(delta) > 4) strip.scrollBy({ left: delta, behavior: 'smooth' });
  }, [active]);

  if (categories.length < 2) return null;

  const go = (e: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(sectionId(id));
    if (!target) return;
    e.preventDefault();
    lockUntil.current = e.timeStamp + 900;
    setActive(id);
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    history.replaceState(history.state, '', `#${sectionId(id)}`);
  };

  return (
    <nav className={styles.bar} aria-label="دسته‌بندی‌های منو">
      <div ref={stripRef} className={styles.strip}>
        {categories.map((c) => (
          <a
            key={c._id}
            href={`#${sectionId(c._id)}`}
            data-cat={c._id}
            className={`${styles.chip} ${active === c._id ? styles.active : ''}`}
            aria-current={active === c._id ? 'true' : undefined}
            onClick={(e) => go(e, c._id)}
          >
            {c.title}
          </a>
        ))}
      </div>
    </nav>
  );
}
