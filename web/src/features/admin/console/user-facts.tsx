import { useTranslation } from 'react-i18next';

import type { AdminUserDetail } from '@/features/admin/api/admin-users';
import { Badge } from '@/features/admin/console/users-section';

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-3">
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** An account at a glance: balance, role, sessions, stories; disabled or unconfirmed. */
export function UserFacts({ user, sessions }: Pick<AdminUserDetail, 'user' | 'sessions'>) {
  const { t } = useTranslation('admin');
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact
          term={t('users.balance')}
          value={user.credits === null ? t('users.noBalance') : String(user.credits)}
        />
        <Fact
          term={t('users.role')}
          value={user.role === 'admin' ? t('users.admin') : t('users.user')}
        />
        <Fact term={t('users.sessions')} value={String(sessions)} />
        <Fact term={t('users.stories')} value={String(user.stories)} />
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {user.disabled ? <Badge tone="danger">{t('users.disabled')}</Badge> : null}
        {user.confirmed ? null : <Badge>{t('users.unconfirmed')}</Badge>}
      </div>
    </>
  );
}
