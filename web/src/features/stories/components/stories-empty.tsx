import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

/** My Stories with no lesson yet: where to make one or pick a built-in one. */
export function StoriesEmpty() {
  const { t } = useTranslation('stories');
  return (
    <div className="mt-8 rounded-3xl border border-dashed border-line p-8 text-center">
      <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
      <p className="mt-2 text-ink-muted">{t('empty.text')}</p>
      <Button asChild className="mt-5">
        <Link to="/">{t('empty.action')}</Link>
      </Button>
      <Button asChild variant="ghost" className="mt-5 ml-2">
        <Link to="/library">{t('empty.library')}</Link>
      </Button>
    </div>
  );
}
