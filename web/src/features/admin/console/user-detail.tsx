import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useAdminUser, type AdminUserDetail } from '@/features/admin/api/admin-users';
import { AdjustCreditsForm } from '@/features/admin/console/adjust-credits-form';
import { CreditLedger } from '@/features/admin/console/credit-ledger';
import { Failure } from '@/features/admin/console/paging';
import { UserActions } from '@/features/admin/console/user-actions';
import { UserFacts } from '@/features/admin/console/user-facts';

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
  const { user, ledger, sessions } = detail;
  return (
    <>
      <UserFacts user={user} sessions={sessions} />
      <UserActions user={user} />
      {user.credits === null ? null : <AdjustCreditsForm email={user.email} />}
      <CreditLedger ledger={ledger} />
    </>
  );
}
