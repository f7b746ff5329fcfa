import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';

import { cn } from '@/lib/cn';

/** The look every panel of the app shares: a rounded, bordered surface with a soft shadow. */
export const cardClass = 'rounded-2xl border border-line bg-surface shadow-sm';

interface CardProps extends ComponentProps<'div'> {
  /** Render the single child (a section, form, list, …) with the card's look. */
  asChild?: boolean;
}

/** A panel. Spacing and layout stay with the caller: `<Card className="mt-6 p-5">`. */
export function Card({ asChild = false, className, ...props }: CardProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp className={cn(cardClass, className)} {...props} />;
}
