import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useErrorLog } from '@/features/admin/api/admin-logs';
import { Failure } from '@/features/admin/console/paging';
import { useDateFormat } from '@/features/admin/console/use-date-format';

/** One error with its stack, metadata and who it happened to. */
export function ErrorDetail() {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  const id = Number(useParams().id);
  const log = useErrorLog(id);
  return (
    <section aria-labelledby="error-title">
      <Link to="/admin/errors" className="text-sm font-medium text-brand hover:underline">
        {t('errors.back')}
      </Link>
      {log.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : log.isError ? (
        <Failure error={log.error} />
      ) : (
        <>
          <h2 id="error-title" className="mt-2 font-mono text-xl font-semibold break-all">
            {log.data.type}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
            <dt className="text-ink-muted">{t('errors.time')}</dt>
            <dd>{format.format(new Date(log.data.createdAt))}</dd>
            <dt className="text-ink-muted">{t('errors.category')}</dt>
            <dd>
              {log.data.category} · {log.data.severity}
            </dd>
            <dt className="text-ink-muted">{t('errors.account')}</dt>
            <dd className="break-all">
              {log.data.userEmail ?? log.data.userId ?? t('errors.anonymous')}
            </dd>
            <dt className="text-ink-muted">{t('errors.request')}</dt>
            <dd className="font-mono break-all">{log.data.requestId ?? '—'}</dd>
            <dt className="text-ink-muted">{t('errors.message')}</dt>
            <dd className="break-words">{log.data.message}</dd>
          </dl>
          {log.data.stack ? (
            <pre className="mt-4 max-h-80 overflow-auto rounded-xl bg-surface-muted p-3 text-xs whitespace-pre-wrap">
              {log.data.stack}
            </pre>
          ) : null}
          {log.data.metadata ? (
            <pre className="mt-4 max-h-80 overflow-auto rounded-xl bg-surface-muted p-3 text-xs whitespace-pre-wrap">
              {JSON.stringify(log.data.metadata, null, 2)}
            </pre>
          ) : null}
        </>
      )}
    </section>
  );
}
