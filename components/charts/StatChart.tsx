import dynamic from 'next/dynamic';
import type { ChartProps } from './types';
import { fullNumber } from './format';
import styles from './Chart.module.css';

/** uPlot and its CSS arrive with the first chart on a stats screen, never with other pages. */
const UPlotChart = dynamic(() => import('./UPlotChart'), {
  ssr: false,
  loading: () => <div className={styles.placeholder} style={{ height: 240 }} />,
});

interface Props extends ChartProps {
  /** Says what the chart shows; it names the figure for screen readers too. */
  caption: string;
  /** The header of the label column in the data table (e.g. «روز», «ساعت»). */
  labelHeader: string;
  testId?: string;
}

/**
 * A captioned line or bar chart with a legend and, under «جدول داده‌ها», the same numbers as a table
 * (keyboard and screen-reader users read the table; the drawing is hidden from them).
 */
export default function StatChart({ caption, labelHeader, testId, ...chart }: Props) {
  return (
    <figure className={styles.figure} data-testid={testId}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      {chart.series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {chart.series.map((s) => (
            <li key={s.label}>
              <span className={styles.swatch} style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <UPlotChart {...chart} />
      <details className={styles.data}>
        <summary>جدول داده‌ها</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                {chart.series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.labels.map((l, i) => (
                <tr key={`${l}-${i}`}>
                  <th scope="row">{l}</th>
                  {chart.series.map((s) => (
                    <td key={s.label}>{fullNumber(s.values[i] ?? 0, s.money)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
