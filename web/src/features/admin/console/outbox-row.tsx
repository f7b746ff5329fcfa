import { useTranslation } from 'react-i18next';

import type { OutboxMessage } from '@/features/admin/api/get-outbox';
import { cn } from '@/lib/cn';
import { Td } from '@/components/ui/table';

const statusClass: Record<OutboxMessage['status'], string> = {
  queued: 'bg-accent-soft text-accent',
  sent: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  logged: 'bg-brand-soft text-brand',
  failed: 'bg-danger-soft text-danger',
};

/** One mail of the outbox: when, to whom, its subject, status, and its link when it has one. */
export function OutboxRow({
  message,
  format,
}: {
  message: OutboxMessage;
  format: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation();
  return (
    <tr className="align-top hover:bg-surface-muted/40">
      <Td className="whitespace-nowrap text-ink-muted tabular-nums">
        <time dateTime={message.createdAt}>{format.format(new Date(message.createdAt))}</time>
      </Td>
      <Td className="font-medium break-all">{message.to}</Td>
      <Td>
        {message.subject}
        <span className="ml-2 text-xs text-ink-muted uppercase">{message.lang}</span>
      </Td>
      <Td>
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
            statusClass[message.status],
          )}
        >
          {t(`admin.outbox.statuses.${message.status}`)}
        </span>
      </Td>
      <Td className="max-w-xs">
        {message.link ? (
          <a
            href={message.link}
            className="font-medium break-all text-brand underline-offset-2 hover:underline"
          >
            {message.template === 'reset_password'
              ? t('admin.outbox.openReset')
              : t('admin.outbox.openLink')}
          </a>
        ) : (
          <span className="text-ink-muted">—</span>
        )}
        {message.link ? (
          <p className="mt-1 truncate font-mono text-xs text-ink-muted" title={message.link}>
            {message.link}
          </p>
        ) : null}
      </Td>
    </tr>
  );
}
