import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** The way to one's uploaded videos (/uploads) from the account page. */
export function VideosSection() {
  const { t } = useTranslation('media');
  return (
    <Card asChild className="mt-8 p-6">
      <section aria-labelledby="videos-title">
        <h2 id="videos-title" className="font-display text-xl font-semibold">
          {t('uploads.title')}
        </h2>
        <Button asChild variant="secondary" className="mt-4 w-full sm:w-auto">
          <Link to="/uploads">{t('toolbarLink')}</Link>
        </Button>
      </section>
    </Card>
  );
}
