import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

/** Why Review shows no lesson: no story yet, not found, or an error; action links home. */
export function Notice({ title, text, action }: { title: string; text: string; action?: boolean }) {
  const { t } = useTranslation('lesson');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-sm font-semibold tracking-wide text-brand uppercase">
        {t('review.title')}
      </h1>
      <h2 className="mt-3 font-display text-3xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-3 text-lg text-ink-muted">{text}</p>
      {action && (
        <Button asChild className="mt-6">
          <Link to="/">{t('review.goHome')}</Link>
        </Button>
      )}
    </div>
  );
}
