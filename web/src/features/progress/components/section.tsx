import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';

/** One titled card of the progress page. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card asChild className="mt-6 p-5 sm:p-6">
      <section aria-labelledby={`${id}-title`} data-testid={id}>
        <h2 id={`${id}-title`} className="font-display text-xl font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
