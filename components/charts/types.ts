/** One line or set of bars of a chart: its Persian name, one value per x label, and a colour. */
export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  /** Values are toman: the axis shortens them (هزار/میلیون) and the tooltip and table add «تومان». */
  money?: boolean;
}

export interface ChartProps {
  kind: 'line' | 'bar';
  /** The x labels, already in Persian (e.g. Jalali days «۳ آذر» or hours «۱۴»). */
  labels: string[];
  series: ChartSeries[];
  height?: number;
}
