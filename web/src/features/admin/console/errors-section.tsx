import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useErrorLogs } from '@/features/admin/api/admin-logs';
import { ErrorFilters } from '@/features/admin/console/error-filters';
import { ErrorList } from '@/features/admin/console/error-list';
import { OlderButton } from '@/features/admin/console/older-button';
import { Failure, SectionHeading } from '@/features/admin/console/paging';
import { useErrorFilter } from '@/features/admin/console/use-error-filter';

// The admin routes load the log and one error's page from this module.
export { ErrorDetail } from '@/features/admin/console/error-detail';

/** The error log: by type, time range and account, newest first. */
export function ErrorsSection() {
  const { t } = useTranslation('admin');
  const { fields, set, filter, setBefore } = useErrorFilter();
  const logs = useErrorLogs(filter);

  return (
    <section aria-labelledby="errors-title">
      <SectionHeading id="errors-title" title={t('errors.title')} text={t('errors.text')} />
      <ErrorFilters fields={fields} set={set} types={logs.data?.types ?? []} />
      {logs.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : logs.isError ? (
        <Failure error={logs.error} />
      ) : logs.data.errors.length === 0 ? (
        <EmptyState className="mt-6">{t('errors.none')}</EmptyState>
      ) : (
        <>
          <ErrorList errors={logs.data.errors} />
          <OlderButton items={logs.data.errors} limit={50} onOlder={setBefore} />
        </>
      )}
    </section>
  );
}
