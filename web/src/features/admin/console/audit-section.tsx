import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useAuditEvents } from '@/features/admin/api/admin-logs';
import { OlderButton } from '@/features/admin/console/older-button';
import { TypeFilter } from '@/features/admin/console/type-filter';
import { Failure, SectionHeading } from '@/features/admin/console/paging';
import { useDateFormat } from '@/features/admin/console/use-date-format';
import { Card } from '@/components/ui/card';

/** The audit log: sign-ins, sign-ups and every admin action, by type and account. */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  const [type, setType] = useState('');
  const [email, setEmail] = useState('');
  const [before, setBefore] = useState(0);
  const events = useAuditEvents({ type, email: email.trim(), before });

  return (
    <section aria-labelledby="audit-title">
      <SectionHeading id="audit-title" title={t('audit.title')} text={t('audit.text')} />
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <TypeFilter
          label={t('audit.type')}
          value={type}
          types={events.data?.types ?? []}
          onChange={(type) => {
            setType(type);
            setBefore(0);
          }}
        />
        <TextField
          label={t('audit.email')}
          type="search"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setBefore(0);
          }}
        />
      </div>
      {events.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : events.isError ? (
        <Failure error={events.error} />
      ) : events.data.events.length === 0 ? (
        <EmptyState className="mt-6">{t('audit.none')}</EmptyState>
      ) : (
        <>
          <Card asChild className="mt-6 divide-y divide-line text-sm">
            <ul>
              {events.data.events.map((e) => {
                const rest = Object.entries(e.details).filter(([k]) => k !== 'by');
                return (
                  <li key={e.id} className="px-4 py-3">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <span className="font-mono font-semibold">{e.type}</span>
                      <time className="text-ink-muted" dateTime={e.createdAt}>
                        {format.format(new Date(e.createdAt))}
                      </time>
                    </div>
                    <p className="mt-1 break-all text-ink-muted">
                      {e.userEmail || '—'}
                      {e.actor ? ` · ${t('audit.by', { actor: e.actor })}` : ''}
                    </p>
                    {rest.length > 0 ? (
                      <p className="mt-1 font-mono text-xs break-all text-ink-muted">
                        {rest
                          .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
                          .join(' · ')}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </Card>
          <OlderButton items={events.data.events} limit={50} onOlder={setBefore} />
        </>
      )}
    </section>
  );
}
