import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import {
  useAdminUser,
  useUserActions,
  type AdminUserDetail,
} from '@/features/admin/api/admin-users';
import { ConfirmButton } from '@/features/admin/console/confirm-button';
import { Failure } from '@/features/admin/console/paging';
import { useDateFormat } from '@/features/admin/console/use-date-format';
import { Badge } from '@/features/admin/console/users-section';
import { useMe } from '@/lib/session/me';
import { Card } from '@/components/ui/card';

/** One account: credits and ledger, adjust with a reason, admin role, disable. */
export function UserDetail() {
  const { t } = useTranslation('admin');
  const email = useParams().email ?? '';
  const user = useAdminUser(email);
  return (
    <section aria-labelledby="user-title">
      <Link to="/admin/users" className="text-sm font-medium text-brand hover:underline">
        {t('users.back')}
      </Link>
      <h2 id="user-title" className="mt-2 font-display text-2xl font-semibold break-all">
        {email}
      </h2>
      {user.isPending ? (
        <Spinner label={t('loading')} className="mt-6 justify-start" />
      ) : user.isError ? (
        <Failure error={user.error} />
      ) : (
        <UserBody detail={user.data} />
      )}
    </section>
  );
}

function UserBody({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const format = useDateFormat();
  const { user, ledger, sessions } = detail;
  const me = useMe();
  const actions = useUserActions(user.email);
  const self = me.data?.email === user.email;
  const busy = actions.setRole.isPending || actions.setDisabled.isPending;
  const failed = actions.setRole.error ?? actions.setDisabled.error;

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

      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={busy || (self && user.role === 'admin')}
          onClick={() => {
            actions.setRole.mutate(user.role === 'admin' ? 'user' : 'admin');
          }}
        >
          {user.role === 'admin' ? t('users.revokeAdmin') : t('users.grantAdmin')}
        </Button>
        {user.disabled ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              actions.setDisabled.mutate(false);
            }}
          >
            {t('users.enable')}
          </Button>
        ) : (
          <ConfirmButton
            label={t('users.disable')}
            question={t('users.disableConfirm')}
            yes={t('users.disableYes')}
            busy={busy}
            disabled={busy || self}
            className="rounded-xl border border-danger/40 p-2"
            onConfirm={(close) => {
              actions.setDisabled.mutate(true, { onSettled: close });
            }}
          />
        )}
      </div>
      {self ? <p className="mt-2 text-sm text-ink-muted">{t('users.selfNote')}</p> : null}
      {failed ? <Failure error={failed} /> : null}

      {user.credits === null ? null : <AdjustForm email={user.email} />}

      <h3 className="mt-8 font-display text-xl font-semibold">{t('users.ledger')}</h3>
      {ledger.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('users.ledgerEmpty')}</p>
      ) : (
        <Card asChild className="mt-3 divide-y divide-line text-sm">
          <ul>
            {ledger.map((e) => (
              <li
                key={e.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2.5"
              >
                <span className="min-w-0 break-words">
                  <span className="font-medium">{e.reason}</span>
                  {e.reference ? <span className="text-ink-muted"> — {e.reference}</span> : null}
                </span>
                <span className="flex gap-3 tabular-nums">
                  <span
                    className={
                      e.delta < 0 ? 'text-danger' : 'text-emerald-700 dark:text-emerald-400'
                    }
                  >
                    {e.delta > 0 ? `+${e.delta}` : e.delta}
                  </span>
                  <span className="text-ink-muted">= {e.balanceAfter}</span>
                  <time className="text-ink-muted" dateTime={e.createdAt}>
                    {format.format(new Date(e.createdAt))}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-3">
      <dt className="text-xs text-ink-muted">{term}</dt>
      <dd className="mt-0.5 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function AdjustForm({ email }: { email: string }) {
  const { t } = useTranslation('admin');
  const { adjust } = useUserActions(email);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState('');
  const delta = Number.parseInt(amount, 10);
  const valid = Number.isFinite(delta) && delta !== 0 && reason.trim() !== '';

  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    if (!valid) return;
    adjust.mutate(
      { delta, reason: reason.trim(), idempotencyKey: key },
      {
        onSuccess: (d) => {
          setDone(t('users.adjusted', { balance: d.user.credits ?? 0 }));
          setAmount('');
          setReason('');
          setKey(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <Card asChild className="mt-8 p-4">
      <form onSubmit={submit} aria-labelledby="adjust-title">
        <h3 id="adjust-title" className="font-display text-xl font-semibold">
          {t('users.adjust')}
        </h3>
        <div className="mt-3 grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <TextField
            label={t('users.amount')}
            hint={t('users.amountHint')}
            inputMode="numeric"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value.replace(/[^\d-]/g, ''));
            }}
          />
          <TextField
            label={t('users.reason')}
            value={reason}
            maxLength={300}
            onChange={(e) => {
              setReason(e.target.value);
            }}
          />
        </div>
        <Button type="submit" className="mt-3" disabled={!valid || adjust.isPending}>
          {t('users.adjustButton')}
        </Button>
        {adjust.error ? <Failure error={adjust.error} /> : null}
        {done ? (
          <p role="status" className="mt-3 text-sm text-emerald-700 dark:text-emerald-400">
            {done}
          </p>
        ) : null}
      </form>
    </Card>
  );
}
