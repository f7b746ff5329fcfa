import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

/** A guest whose session ended: answers cannot be saved, so say so and link home. */
export function SessionGone() {
  const { t } = useTranslation('study');
  return (
    <div role="note" className="mt-6 rounded-2xl border border-line bg-surface p-6">
      <h2 className="text-lg font-semibold">{t('session.goneTitle')}</h2>
      <p className="mt-2 text-ink-muted">{t('session.gone')}</p>
      <Button asChild className="mt-4">
        <Link to="/">{t('session.goHome')}</Link>
      </Button>
    </div>
  );
}
