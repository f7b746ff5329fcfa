import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  useAudioCards,
  useAudioReports,
  useDismissReport,
} from '@/features/audio-fix/audio-fix-api';
import { AudioCardRow } from '@/features/audio-fix/audio-card-row';
import { useFixAudioRun } from '@/features/audio-fix/use-fix-audio-run';

/** The chosen lesson: fix all its audio at once, or card by card. */
export function LessonAudio({ storyId, isAdmin }: { storyId: string; isAdmin: boolean }) {
  const { t } = useTranslation('media');
  const cards = useAudioCards(storyId);
  const { run, pending, message } = useFixAudioRun(storyId);
  const reports = useAudioReports(isAdmin, storyId);
  const dismiss = useDismissReport();

  if (cards.isPending) return <Spinner label={t('loading')} className="mt-8 justify-start" />;
  if (cards.isError) {
    return (
      <p role="alert" className="mt-8 text-danger">
        {t('audioFix.notFound')}
      </p>
    );
  }
  return (
    <section aria-labelledby="fix-lesson" className="mt-8">
      <h2 id="fix-lesson" className="font-display text-2xl font-semibold">
        {cards.data.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('audioFix.free')}</p>
      <Button
        className="mt-4 w-full sm:w-auto"
        disabled={pending}
        onClick={() => {
          run();
        }}
      >
        {t('audioFix.fixAll')}
      </Button>
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-sm font-medium">
        {pending ? t('audioFix.working') : message}
      </p>
      <ol className="mt-4 grid gap-3">
        {cards.data.cards.map((c) => (
          <AudioCardRow
            key={c.id}
            card={c}
            lang={cards.data.targetLanguage}
            report={reports.data?.find((r) => r.cardId === c.id)}
            fixing={pending}
            onFix={() => {
              run(c.id);
            }}
            dismissing={dismiss.isPending}
            onDismiss={(id) => {
              dismiss.mutate(id);
            }}
          />
        ))}
      </ol>
    </section>
  );
}
