import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { useUserActions } from '@/features/admin/api/admin-users';
import { Failure } from '@/features/admin/console/paging';

/** Adds or takes credits from an account, with the reason the ledger keeps. */
export function AdjustCreditsForm({ email }: { email: string }) {
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
