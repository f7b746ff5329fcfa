import { Link } from 'react-router';

import { Card } from '@/components/ui/card';
import type { AdminErrorLog } from '@/features/admin/api/admin-logs';
import { useDateFormat } from '@/features/admin/console/use-date-format';

/** Errors in a list, each its type, time and message, leading to the whole of it. */
export function ErrorList({ errors }: { errors: AdminErrorLog[] }) {
  const format = useDateFormat();
  return (
    <Card asChild className="mt-6 divide-y divide-line">
      <ul>
        {errors.map((e) => (
          <li key={e.id}>
            <Link
              to={`/admin/errors/${e.id}`}
              className="block px-4 py-3 hover:bg-surface-muted/60"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-mono text-sm font-semibold">{e.type}</span>
                <time className="text-sm text-ink-muted" dateTime={e.createdAt}>
                  {format.format(new Date(e.createdAt))}
                </time>
              </span>
              <span className="mt-1 line-clamp-2 block text-sm break-words text-ink-muted">
                {e.severity} · {e.message}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
