import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react';

import { cn } from '@/lib/cn';

/** A flat panel: a rounded, bordered surface (a notice, an inset box). */
export const panelClass = 'rounded-2xl border border-line bg-surface';

/** The look every card of the app shares: a panel with a soft shadow. */
export const cardClass = `${panelClass} shadow-sm`;

interface CardProps extends ComponentProps<'div'> {
  /** Give the single child (a section, form, list, …) the card's look instead of a div. */
  asChild?: boolean;
}

/**
 * A panel. Spacing and layout stay with the caller: `<Card className="mt-6 p-5">`.
 * (asChild merges the class by itself: no Slot, so the first page's code stays small.)
 */
export function Card({ asChild = false, className, children, ...props }: CardProps) {
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, {
      ...props,
      className: cn(cardClass, className, child.props.className),
    });
  }
  return (
    <div className={cn(cardClass, className)} {...props}>
      {children}
    </div>
  );
}
