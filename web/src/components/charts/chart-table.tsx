import type { ReactNode } from 'react';

export interface ChartRow {
  key: string;
  cells: ReactNode[];
}

/**
 * A chart's numbers as a table, behind a "Show as table" disclosure: the
 * first cell of each row heads it.
 */
export function ChartTable({
  summary,
  caption,
  head,
  rows,
}: {
  summary: string;
  caption: string;
  head: string[];
  rows: ChartRow[];
}) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer rounded py-2 text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
        {summary}
      </summary>
      <table className="w-full">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={
                  i === 0 ? 'py-1 text-left font-semibold' : 'py-1 text-right font-semibold'
                }
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-t border-line">
              {r.cells.map((c, i) =>
                i === 0 ? (
                  <th
                    key={i}
                    scope="row"
                    className="py-1 pr-4 text-left font-normal text-ink-muted"
                  >
                    {c}
                  </th>
                ) : (
                  <td key={i} className="py-1 text-right tabular-nums">
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
