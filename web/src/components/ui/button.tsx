import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';

import { cn } from '@/lib/cn';

const variants = {
  primary: 'bg-brand text-on-brand shadow-sm hover:bg-brand-strong active:translate-y-px',
  secondary:
    'border border-line bg-surface text-ink shadow-sm hover:bg-surface-muted active:translate-y-px',
  ghost: 'text-ink hover:bg-surface-muted',
} as const;

const sizes = {
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild) {
    return <Slot.Root className={classes} {...props} />;
  }
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
