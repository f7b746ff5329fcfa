import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An /admin path that is no section (or one not on this server yet). */
export function NotHere() {
  const { t } = useTranslation('admin');
  return (
    <div role="status" className="rounded-2xl border border-dashed border-line p-6">
      <h2 className="font-display text-xl font-semibold">{t('notHere.title')}</h2>
      <p className="mt-2 text-ink-muted">{t('notHere.text')}</p>
      <Link to="/admin/users" className="mt-3 inline-block font-medium text-brand hover:underline">
        {t('nav.users')}
      </Link>
    </div>
  );
}
