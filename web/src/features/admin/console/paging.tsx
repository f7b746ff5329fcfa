import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

/** "1–20 of 45" with previous and next. */
export function Paging({
  offset,
  limit,
  total,
  onOffset,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation('admin');
  if (total <= limit && offset === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted tabular-nums">
        {t('paging.range', { from: offset + 1, to: Math.min(offset + limit, total), total })}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          disabled={offset === 0}
          onClick={() => {
            onOffset(Math.max(0, offset - limit));
          }}
        >
          {t('paging.previous')}
        </Button>
        <Button
          variant="secondary"
          disabled={offset + limit >= total}
          onClick={() => {
            onOffset(offset + limit);
          }}
        >
          {t('paging.next')}
        </Button>
      </div>
    </div>
  );
}

/** The error line of a failed load or action. */
export function Failure({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  const message = error instanceof Error ? error.message : t('failed');
  return (
    <p role="alert" className="mt-4 text-danger">
      {message}
    </p>
  );
}

/** A section's heading and one line on what it shows. */
export function SectionHeading({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <div>
      <h2 id={id} className="font-display text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{text}</p>
    </div>
  );
}
