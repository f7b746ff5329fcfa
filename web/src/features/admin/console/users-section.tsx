import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useUserSearch } from '@/features/admin/api/admin-users';
import { Failure, Paging, SectionHeading } from '@/features/admin/console/paging';
import { Card } from '@/components/ui/card';

const limit = 20;

/** Users: find accounts by e-mail (any part of it), a page at a time. */
export function UsersSection() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const found = useUserSearch(q.trim(), offset, limit);

  return (
    <section aria-labelledby="users-title">
      <SectionHeading id="users-title" title={t('users.title')} text={t('users.text')} />
      <TextField
        className="mt-4 max-w-md"
        label={t('users.search')}
        type="search"
        inputMode="email"
        autoComplete="off"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setOffset(0);
        }}
      />
      {found.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : found.isError ? (
        <Failure error={found.error} />
      ) : found.data.users.length === 0 ? (
        <EmptyState className="mt-6">{t('users.none')}</EmptyState>
      ) : (
        <>
          <Card asChild className="mt-6 divide-y divide-line">
            <ul>
              {found.data.users.map((u) => (
                <li key={u.id}>
                  <Link
                    to={`/admin/users/${encodeURIComponent(u.email)}`}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-surface-muted/60"
                  >
                    <span className="font-medium break-all">{u.email}</span>
                    <span className="flex flex-wrap gap-2 text-sm text-ink-muted">
                      {u.role === 'admin' ? <Badge>{t('users.admin')}</Badge> : null}
                      {u.disabled ? <Badge tone="danger">{t('users.disabled')}</Badge> : null}
                      {u.confirmed ? null : <Badge>{t('users.unconfirmed')}</Badge>}
                      <span className="tabular-nums">
                        {u.credits === null
                          ? t('users.noBalance')
                          : t('users.credits', { count: u.credits })}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
          <Paging offset={offset} limit={limit} total={found.data.total} onOffset={setOffset} />
        </>
      )}
    </section>
  );
}

export function Badge({ children, tone }: { children: string; tone?: 'danger' }) {
  return (
    <span
      className={
        tone === 'danger'
          ? 'rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger'
          : 'rounded-full bg-brand-soft px-2 py-0.5 text-xs font-semibold text-brand'
      }
    >
      {children}
    </span>
  );
}
