import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { SectionHeading } from '@/features/admin/console/paging';
import { useOutbox } from '@/features/admin/api/get-outbox';
import { OutboxRow } from '@/features/admin/console/outbox-row';
import { Card } from '@/components/ui/card';

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
        <Card className="mt-6 overflow-x-auto">
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
                <OutboxRow key={message.id} message={message} format={format} />
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </section>
  );
}
