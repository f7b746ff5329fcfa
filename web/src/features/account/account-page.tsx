import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { exportHref } from '@/features/account/api/delete-account';
import { DeleteSection } from '@/features/account/delete-section';
import { MemorySection } from '@/features/account/memory-section';
import { VideosSection } from '@/features/account/videos-section';
import { WordsSection } from '@/features/account/words-section';
import { useMe } from '@/lib/session/me';
import { usePageTitle } from '@/lib/use-page-title';
import { Card } from '@/components/ui/card';

/** The account area: download all one's data, or delete the account (product §15). */
export function AccountPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const me = useMe();

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('title')}
      </h1>
      {me.isPending ? (
        <Spinner label={t('loading')} className="mt-10 justify-start" />
      ) : me.data?.mode === 'user' ? (
        <>
          <p className="mt-3 text-lg text-pretty text-ink-muted">
            {t('description', { email: me.data.email })}
          </p>
          <p className="mt-3">
            <Link to="/progress" className="font-medium text-brand underline">
              {t('progressLink')}
            </Link>
          </p>
          <WordsSection />
          <MemorySection />
          <DownloadSection />
          <VideosSection />
          <DeleteSection email={me.data.email} />
        </>
      ) : (
        <>
          {me.data?.mode === 'guest' && <MemorySection />}
          <Card className="mt-8 p-6" role="status">
            <h2 className="font-display text-xl font-semibold">{t('signedOut.title')}</h2>
            <p className="mt-2 text-ink-muted">{t('signedOut.text')}</p>
          </Card>
        </>
      )}
    </div>
  );
}

function DownloadSection() {
  const { t } = useTranslation('account');
  return (
    <Card asChild className="mt-8 p-6">
      <section aria-labelledby="download-title">
        <h2 id="download-title" className="font-display text-xl font-semibold">
          {t('download.title')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('download.text')}</p>
        <Button asChild className="mt-4 w-full sm:w-auto">
          <a href={exportHref} download>
            {t('download.button')}
          </a>
        </Button>
      </section>
    </Card>
  );
}
