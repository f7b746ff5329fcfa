import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { LessonAudio } from '@/features/audio-fix/lesson-audio';
import { ReportQueue } from '@/features/audio-fix/report-queue';
import { StoryPicker } from '@/features/audio-fix/story-picker';
import { useMe } from '@/lib/session/me';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * Audio fix tool (product §17 /audio-fix): a learner whose card speaks wrongly
 * makes its audio again, or the whole lesson's; an admin may fix any lesson.
 * It is free.
 */
export function AudioFixPage() {
  const { t } = useTranslation('media');
  usePageTitle(t('audioFix.title'));
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const storyId = params.get('story') ?? '';
  const known = me.data?.mode === 'user' || me.data?.mode === 'guest';
  const isAdmin = me.data?.role === 'admin';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('audioFix.title')}
      </h1>
      <p className="mt-3 text-lg text-pretty text-ink-muted">{t('audioFix.description')}</p>
      {me.isPending ? (
        <Spinner label={t('loading')} className="mt-10 justify-start" />
      ) : !known ? (
        <Card className="mt-8 p-6" role="status">
          <p>{t('audioFix.signedOut')}</p>
          <Button asChild className="mt-4 w-full sm:w-auto">
            <Link to="/">{t('audioFix.home')}</Link>
          </Button>
        </Card>
      ) : (
        <>
          <ReportQueue
            isAdmin={isAdmin}
            onOpen={(id) => {
              setParams({ story: id }, { replace: true });
            }}
          />
          <StoryPicker
            value={storyId}
            isAdmin={isAdmin}
            onChange={(id) => {
              setParams(id ? { story: id } : {}, { replace: true });
            }}
          />
          {storyId ? <LessonAudio key={storyId} storyId={storyId} isAdmin={isAdmin} /> : null}
        </>
      )}
    </div>
  );
}
