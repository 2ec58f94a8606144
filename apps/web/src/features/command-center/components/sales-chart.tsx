import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface SalesChartProps {
  labels: string[];
  /** Gross sales per bucket, major units (for the axis). */
  sales: number[];
  formatMoney: (major: number) => string;
  /** The visible name of the series (the table view carries the figures for screen readers). */
  seriesLabel: string;
  rtl: boolean;
}

/**
 * The sales-over-time chart, drawn by uPlot on a canvas (lazy chunk). It is decoration for sighted
 * users: the figure is aria-hidden and the page offers the same figures as a real table.
 */
export default function SalesChart({ labels, sales, formatMoney, seriesLabel, rtl }: SalesChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const styles = getComputedStyle(el);
    const colour = styles.getPropertyValue('--tf-primary-solid').trim() || '#1c7ed6';
    const muted = styles.getPropertyValue('--tf-text-muted').trim() || '#666';
    const xs = labels.map((_, i) => i);
    const order = rtl ? [...sales].reverse() : sales;
    const names = rtl ? [...labels].reverse() : labels;
    const chart = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: 260,
        // Room at both ends for the first and last date labels, which uPlot centres on their point.
        padding: [12, 32, 0, 32],
        legend: { show: false },
        cursor: { show: true, drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          {
            stroke: muted,
            values: (_u, ticks) => ticks.map((i) => names[i] ?? ''),
            space: 90,
            grid: { show: false },
          },
          { stroke: muted, side: rtl ? 1 : 3, size: 80, values: (_u, ticks) => ticks.map((v) => formatMoney(v)) },
        ],
        series: [{}, { label: seriesLabel, stroke: colour, fill: `${colour}22`, width: 2, points: { show: labels.length <= 31 } }],
      },
      [xs, order],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, el.clientWidth), height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, sales, formatMoney, seriesLabel, rtl]);
  return <div ref={host} className="tf-center__chart" aria-hidden="true" data-testid="sales-chart" />;
}
