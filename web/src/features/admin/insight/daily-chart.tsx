import 'uplot/dist/uPlot.min.css';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

import type { Insight } from '@/features/admin/insight/api/get-insight';

interface DailyChartProps {
  daily: Insight['daily'];
  label: string;
  visitorsLabel: string;
  pageViewsLabel: string;
}

function cssColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Visitors and page views per day, drawn by uPlot (a small canvas chart
 * library, loaded only with this admin page). It follows its box's width.
 */
export function DailyChart({ daily, label, visitorsLabel, pageViewsLabel }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = daily.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
    const width = () => Math.max(240, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 220,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          { stroke: cssColor('--color-ink-muted', '#666') },
          { stroke: cssColor('--color-ink-muted', '#666') },
        ],
        series: [
          {},
          {
            label: visitorsLabel,
            stroke: cssColor('--color-brand', '#4f46e5'),
            width: 2,
            points: { show: true },
          },
          {
            label: pageViewsLabel,
            stroke: cssColor('--color-accent', '#d97706'),
            width: 2,
            dash: [6, 4],
          },
        ],
      },
      [xs, daily.map((d) => d.visitors), daily.map((d) => d.pageViews)],
      el,
    );
    const observer = new ResizeObserver(() => {
      plot.setSize({ width: width(), height: 220 });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [daily, visitorsLabel, pageViewsLabel]);

  return <div ref={box} role="img" aria-label={label} className="w-full overflow-hidden" />;
}
