import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartProps } from './types';
import { axisNumber, fullNumber } from './format';
import styles from './Chart.module.css';

const FONT = '12px Vazirmatn, Tahoma, sans-serif';

/**
 * The uPlot drawing behind StatChart, loaded only by the stats screens (next/dynamic). Right to left:
 * the x axis runs from the right (first label) to the left, the value axis sits on the right, ticks
 * and the hover tooltip use Persian digits.
 */
export default function UPlotChart({ kind, labels, series, height = 240 }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<{ idx: number; x: number; width: number } | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const money = series.some((s) => s.money);
    // A rough width of the longest label (Vazirmatn at 12px), to choose between skipping and slanting.
    const labelPx = Math.max(...labels.map((l) => l.length), 1) * 6.5 + 10;
    const fewBars = kind === 'bar' && labels.length <= 12;
    const slanted = fewBars && labels.length * labelPx > el.clientWidth - (money ? 70 : 44);
    const bars = kind === 'bar' ? uPlot.paths.bars!({ size: [0.6, 48], align: 0 }) : undefined;
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { show: kind === 'line' } },
      scales: {
        x: { time: false, dir: -1, range: (_u, min, max) => (kind === 'bar' ? [min - 0.5, max + 0.5] : [min, max]) },
        y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
      },
      axes: [
        {
          font: FONT,
          stroke: '#6d6a66',
          grid: { show: false },
          ticks: { show: false },
          // A few bars keep every label, turned aslant when they would not fit side by side.
          ...(slanted ? { rotate: -35, size: Math.min(110, Math.round(labelPx * 0.6) + 24) } : {}),
          // Only whole positions carry a label; long lines show every few.
          splits: (_u, _i, min, max) => {
            const lo = Math.max(0, Math.ceil(min));
            const hi = Math.min(labels.length - 1, Math.floor(max));
            const fit = fewBars ? labels.length : Math.max(1, Math.floor(el.clientWidth / Math.max(56, labelPx)));
            const step = Math.max(1, Math.ceil((hi - lo + 1) / fit));
            const out: number[] = [];
            for (let v = lo; v <= hi; v += step) out.push(v);
            return out;
          },
          values: (_u, splits) => splits.map((v) => labels[v] ?? ''),
        },
        {
          side: 1,
          font: FONT,
          stroke: '#6d6a66',
          size: money ? 70 : 44,
          grid: { stroke: '#eeeae6', width: 1 },
          ticks: { show: false },
          values: (_u, splits) => splits.map((v) => axisNumber(v, money)),
        },
      ],
      series: [
        {},
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: kind === 'line' ? 2 : 0,
          fill: kind === 'bar' ? s.color : `${s.color}22`,
          paths: bars,
          points: { show: kind === 'line' && labels.length <= 31, size: 5 },
        })),
      ],
      hooks: {
        setCursor: [
          (u) => {
            const idx = u.cursor.idx;
            setTip(
              idx === null || idx === undefined || u.cursor.left === undefined || u.cursor.left < 0
                ? null
                : { idx, x: u.over.offsetLeft + u.cursor.left, width: u.width },
            );
          },
        ],
      },
    };
    const data: uPlot.AlignedData = [labels.map((_, i) => i), ...series.map((s) => s.values)];
    const plot = new uPlot(opts, data, el);
    const ro = new ResizeObserver(() => plot.setSize({ width: Math.max(200, el.clientWidth), height }));
    ro.observe(el);
    return () => {
      ro.disconnect();
      plot.destroy();
    };
  }, [kind, labels, series, height]);

  return (
    <div className={styles.plot} aria-hidden="true">
      <div ref={box} />
      {tip && (
        <div
          className={styles.tip}
          style={tip.x > tip.width / 2 ? { right: tip.width - tip.x + 12 } : { left: tip.x + 12 }}
        >
          <div className={styles.tipTitle}>{labels[tip.idx]}</div>
          {series.map((s) => (
            <div key={s.label}>
              {s.label}: {fullNumber(s.values[tip.idx] ?? 0, s.money)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
