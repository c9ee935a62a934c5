import styles from './Header.module.css';

/** Cuts a title to `max` characters with an ellipsis (16 on phones, 31 on wide screens). */
function truncateTitle(title: string, max: number): string {
  const chars = [...title];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : title;
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
