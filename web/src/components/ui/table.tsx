import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type Density = 'comfortable' | 'compact';

const cellPadding: Record<Density, string> = {
  comfortable: 'px-4 py-3',
  compact: 'px-3 py-2 sm:px-4',
};

const DensityContext = createContext<Density>('comfortable');

interface TableProps {
  /** Names the table for screen readers (and for `getByRole('table', { name })`). */
  caption: ReactNode;
  /** Show the caption above the rows; by default only screen readers hear it. */
  captionVisible?: boolean;
  /** `compact` for tables that sit inside a page's flow, like the map's. */
  density?: Density;
  /** Classes of the card around the table (its spacing on the page). */
  className?: string;
  /** Classes of the table itself, e.g. a `min-w-[720px]` that makes phones scroll. */
  tableClassName?: string;
  /** 0 when the table may scroll and has nothing focusable, so a keyboard can scroll it. */
  tabIndex?: number;
  children: ReactNode;
}

/** A data table in a card that scrolls sideways when the screen is too narrow for it. */
export function Table({
  caption,
  captionVisible = false,
  density = 'comfortable',
  className,
  tableClassName,
  tabIndex,
  children,
}: TableProps) {
  return (
    <Card className={cn('overflow-x-auto', className)} tabIndex={tabIndex}>
      <table className={cn('w-full text-left text-sm', tableClassName)}>
        <caption
          className={
            captionVisible ? 'px-4 pt-4 pb-2 text-left text-base font-semibold' : 'sr-only'
          }
        >
          {caption}
        </caption>
        <DensityContext value={density}>{children}</DensityContext>
      </table>
    </Card>
  );
}

/** The header rows: small, muted, on a tinted band. */
export function THead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-line bg-surface-muted/60 text-xs tracking-wide text-ink-muted uppercase">
      {children}
    </thead>
  );
}

/** The body rows, with a line between each two. */
export function TBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-line">{children}</tbody>;
}

interface CellProps {
  /** Right-aligned with figures of one width, so a column of numbers lines up. */
  numeric?: boolean;
}

type ThProps = ComponentProps<'th'> & CellProps;

/** A header cell: a column's heading (`scope="col"`, the default) or a row's (`scope="row"`). */
export function Th({ scope = 'col', numeric = false, className, ...props }: ThProps) {
  const density = useContext(DensityContext);
  return (
    <th
      scope={scope}
      className={cn(
        cellPadding[density],
        scope === 'row' ? 'text-left font-medium' : 'font-semibold',
        numeric && 'text-right',
        className,
      )}
      {...props}
    />
  );
}

type TdProps = ComponentProps<'td'> & CellProps;

/** A data cell. */
export function Td({ numeric = false, className, ...props }: TdProps) {
  const density = useContext(DensityContext);
  return (
    <td
      className={cn(cellPadding[density], numeric && 'text-right tabular-nums', className)}
      {...props}
    />
  );
}
