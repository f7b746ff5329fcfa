import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TBody, THead, Table, Th } from '@/components/ui/table';
import { SectionHeading } from '@/features/admin/console/paging';
import { useOutbox } from '@/features/admin/api/get-outbox';
import { OutboxRow } from '@/features/admin/console/outbox-row';

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
        <Table caption={t('admin.outbox.title')} className="mt-6" tableClassName="min-w-[720px]">
          <THead>
            <tr>
              <Th>{t('admin.outbox.time')}</Th>
              <Th>{t('admin.outbox.to')}</Th>
              <Th>{t('admin.outbox.subject')}</Th>
              <Th>{t('admin.outbox.status')}</Th>
              <Th>{t('admin.outbox.link')}</Th>
            </tr>
          </THead>
          <TBody>
            {outbox.data.messages.map((message) => (
              <OutboxRow key={message.id} message={message} format={format} />
            ))}
          </TBody>
        </Table>
      )}
    </section>
  );
}
