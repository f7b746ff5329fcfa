import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

/** The dashed box that stands where a list has nothing to show yet. */
export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      className={cn(
        'rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted',
        className,
      )}
    >
      {children}
    </p>
  );
}
