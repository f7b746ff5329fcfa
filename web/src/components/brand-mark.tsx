import { cn } from '@/lib/cn';

/** The Storyglot logo: an open book with a rising sun. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={cn('shrink-0', className)}>
      <rect width="64" height="64" rx="14" className="fill-brand" />
      <path d="M12 19c6.5-2.6 13-2.4 19 1.6v27c-6-3.6-12.5-3.9-19-1.3z" fill="#fff" />
      <path d="M52 19c-6.5-2.6-13-2.4-19 1.6v27c6-3.6 12.5-3.9 19-1.3z" fill="#e0e7ff" />
      <path
        d="M37 26.5c3.6-1.6 7.2-1.8 10.8-.7M37 32.5c3.6-1.6 7.2-1.8 10.8-.7M37 38.5c2.4-1 4.8-1.3 7.2-1"
        stroke="#4f46e5"
        strokeWidth="2.2"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="49" cy="14" r="6" fill="#f59e0b" />
    </svg>
  );
}
