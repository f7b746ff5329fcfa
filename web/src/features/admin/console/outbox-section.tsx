import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SectionHeading } from '@/features/admin/console/paging';
import { useOutbox, type OutboxMessage } from '@/features/admin/api/get-outbox';
import { cn } from '@/lib/cn';

const statusClass: Record<OutboxMessage['status'], string> = {
  queued: 'bg-accent-soft text-accent',
  sent: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  logged: 'bg-brand-soft text-brand',
  failed: 'bg-danger-soft text-danger',
};

/** The mail outbox: the newest mails, with their links where no mail server runs. */
export function OutboxSection() {
  const { t, i18n } = useTranslation();
  const outbox = useOutbox({ enabled: true });
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });

  return (
    <section aria-labelledby="outbox-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SectionHeading
          id="outbox-title"
          title={t('admin.outbox.title')}
          text={t('admin.outbox.text')}
        />
        <Button
          variant="secondary"
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
        >
          {t('admin.outbox.refresh')}
        </Button>
      </div>

      {outbox.isPending ? (
        <Spinner label={t('common.loading')} className="mt-8 justify-start" />
      ) : outbox.isError ? (
        <p role="alert" className="mt-6 text-danger">
          {t('admin.outbox.error')}
        </p>
      ) : outbox.data.messages.length === 0 ? (
        <EmptyState className="mt-6">{t('admin.outbox.empty')}</EmptyState>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm">
          <table className="w-full min-w-[720px] text-left text-sm">
            <caption className="sr-only">{t('admin.outbox.title')}</caption>
            <thead className="border-b border-line bg-surface-muted/60 text-xs tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('admin.outbox.time')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('admin.outbox.to')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('admin.outbox.subject')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('admin.outbox.status')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('admin.outbox.link')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {outbox.data.messages.map((message) => (
                <tr key={message.id} className="align-top hover:bg-surface-muted/40">
                  <td className="px-4 py-3 whitespace-nowrap text-ink-muted tabular-nums">
                    <time dateTime={message.createdAt}>
                      {format.format(new Date(message.createdAt))}
                    </time>
                  </td>
                  <td className="px-4 py-3 font-medium break-all">{message.to}</td>
                  <td className="px-4 py-3">
                    {message.subject}
                    <span className="ml-2 text-xs text-ink-muted uppercase">{message.lang}</span>
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={cn(
                        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        statusClass[message.status],
                      )}
                    >
                      {t(`admin.outbox.statuses.${message.status}`)}
                    </span>
                  </td>
                  <td className="max-w-xs px-4 py-3">
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
                      <p
                        className="mt-1 truncate font-mono text-xs text-ink-muted"
                        title={message.link}
                      >
                        {message.link}
                      </p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
