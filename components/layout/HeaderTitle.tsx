import styles from './Header.module.css';

/**
 * Cuts a title to at most `max` characters (the spec's 16 on phones, 31 on wide screens) with an
 * ellipsis, at the last space within the limit so no word is cut in half; a single word longer than
 * the limit is the only thing ever cut inside.
 */
export function truncateTitle(title: string, max: number): string {
  const chars = [...title];
  if (chars.length <= max) return title;
  const head = chars.slice(0, max).join('');
  // The character after the limit starting a word means the head ends on a whole word.
  const space = /\s/.test(chars[max]) ? head.length : head.search(/\s\S*$/);
  return `${(space > 0 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** The header's title, cut to fit; the whole title shows on hover when it was cut. */
export default function HeaderTitle({ text, mobile }: { text: string; mobile: boolean }) {
  const title = truncateTitle(text, mobile ? 16 : 31);
  return (
    <span className={styles.title} title={text !== title ? text : undefined} data-testid="header-title">
      {title}
    </span>
  );
}
