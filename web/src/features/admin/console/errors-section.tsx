import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useErrorLog, useErrorLogs, type ErrorFilter } from '@/features/admin/api/admin-logs';
import { TypeFilter } from '@/features/admin/console/type-filter';
import { Failure, SectionHeading } from '@/features/admin/console/paging';
import { useDateFormat } from '@/features/admin/console/use-date-format';
import { OlderButton } from '@/features/admin/console/older-button';
import { Card } from '@/components/ui/card';

/** A datetime-local value as RFC 3339 ('' stays ''). */
function instant(local: string): string {
  if (!local) return '';
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** The error log: by type, time range and account, newest first. */
export function ErrorsSection() {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  const [type, setType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [email, setEmail] = useState('');
  const [before, setBefore] = useState(0);
  const f: ErrorFilter = {
    type,
    from: instant(from),
    to: instant(to),
    email: email.trim(),
    before,
  };
  const logs = useErrorLogs(f);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setBefore(0);
    };

  return (
    <section aria-labelledby="errors-title">
      <SectionHeading id="errors-title" title={t('errors.title')} text={t('errors.text')} />
      <div className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <TypeFilter
          label={t('errors.type')}
          value={type}
          types={logs.data?.types ?? []}
          onChange={reset(setType)}
        />
        <TextField
          label={t('errors.from')}
          type="datetime-local"
          value={from}
          onChange={(e) => {
            reset(setFrom)(e.target.value);
          }}
        />
        <TextField
          label={t('errors.to')}
          type="datetime-local"
          value={to}
          onChange={(e) => {
            reset(setTo)(e.target.value);
          }}
        />
        <TextField
          label={t('errors.email')}
          type="search"
          value={email}
          onChange={(e) => {
            reset(setEmail)(e.target.value);
          }}
        />
      </div>
      {logs.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : logs.isError ? (
        <Failure error={logs.error} />
      ) : logs.data.errors.length === 0 ? (
        <EmptyState className="mt-6">{t('errors.none')}</EmptyState>
      ) : (
        <>
          <Card asChild className="mt-6 divide-y divide-line">
            <ul>
              {logs.data.errors.map((e) => (
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
          <OlderButton items={logs.data.errors} limit={50} onOlder={setBefore} />
        </>
      )}
    </section>
  );
}

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
