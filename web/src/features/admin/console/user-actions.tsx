import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useUserActions, type AdminUser } from '@/features/admin/api/admin-users';
import { ConfirmButton } from '@/features/admin/console/confirm-button';
import { Failure } from '@/features/admin/console/paging';
import { useMe } from '@/lib/session/me';

/** Grant or revoke the admin role, disable or enable the account (never one's own). */
export function UserActions({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const me = useMe();
  const actions = useUserActions(user.email);
  const self = me.data?.email === user.email;
  const busy = actions.setRole.isPending || actions.setDisabled.isPending;
  const failed = actions.setRole.error ?? actions.setDisabled.error;
  return (
    <>
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
    </>
  );
}
