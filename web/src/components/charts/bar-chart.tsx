import { useId } from 'react';

import { cn } from '@/lib/cn';

export interface Bar {
  key: string;
  value: number;
  /** What the bar is, for its tooltip ("12 Nov: 14"). */
  label: string;
}

/**
 * Bars in an SVG for sighted readers, named and described for screen
 * readers (role="img" with a title and a description); the same numbers go
 * in a table beside it (ChartTable). It scales to its box's width, so a
 * phone never scrolls sideways.
 */
export function BarChart({
  title,
  description,
  bars,
  max,
  className,
}: {
  title: string;
  description: string;
  bars: Bar[];
  /** The value of a full-height bar (default: the largest). */
  max?: number;
  className?: string;
}) {
  const id = useId();
  const top = max ?? Math.max(1, ...bars.map((b) => b.value));
  const slot = 10;
  const width = Math.max(1, bars.length) * slot;
  const gap = bars.length > 60 ? 0.5 : 2;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${String(width)} 100`}
      preserveAspectRatio="none"
      className={cn('block h-32 w-full', className)}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line
        x1={0}
        x2={width}
        y1={99.5}
        y2={99.5}
        stroke="var(--color-line)"
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      {bars.map((b, i) => {
        if (b.value <= 0) return null;
        const h = Math.max(2, (98 * Math.min(b.value, top)) / top);
        return (
          <rect
            key={b.key}
            x={i * slot + gap / 2}
            y={99 - h}
            width={slot - gap}
            height={h}
            rx={gap > 1 ? 1.5 : 0}
            className="fill-brand"
          >
            <title>{b.label}</title>
          </rect>
        );
      })}
    </svg>
  );
}
