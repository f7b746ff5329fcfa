import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField, inputClass } from '@/components/ui/text-field';
import {
  useAudioCards,
  useAudioReports,
  useDismissReport,
  useFixAudio,
  useMyLessons,
} from '@/features/audio-fix/audio-fix-api';
import { ReportQueue } from '@/features/audio-fix/report-queue';
import { ApiError } from '@/lib/api/client';
import { useMe } from '@/lib/session/me';
import { usePageTitle } from '@/lib/use-page-title';
import { Card } from '@/components/ui/card';

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

function StoryPicker({
  value,
  isAdmin,
  onChange,
}: {
  value: string;
  isAdmin: boolean;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('media');
  const stories = useMyLessons();
  const [typed, setTyped] = useState('');
  const done = (stories.data ?? []).filter((s) => s.status === 'completed');
  return (
    <div className="mt-8 grid gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="fix-story" className="text-sm font-medium">
          {t('audioFix.pick')}
        </label>
        <select
          id="fix-story"
          className={inputClass}
          value={done.some((s) => s.id === value) ? value : ''}
          onChange={(e) => {
            onChange(e.target.value);
          }}
        >
          <option value="">{t('audioFix.pickNone')}</option>
          {done.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </div>
      {isAdmin ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            onChange(typed.trim());
          }}
        >
          <TextField
            className="flex-1"
            label={t('audioFix.adminStory')}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
            }}
          />
          <Button type="submit" variant="secondary">
            {t('audioFix.open')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function LessonAudio({ storyId, isAdmin }: { storyId: string; isAdmin: boolean }) {
  const { t } = useTranslation('media');
  const cards = useAudioCards(storyId);
  const fix = useFixAudio(storyId);
  const reports = useAudioReports(isAdmin, storyId);
  const dismiss = useDismissReport();
  const reportOf = (cardId: string) => reports.data?.find((r) => r.cardId === cardId);
  const [message, setMessage] = useState('');

  const run = (cardId?: string) => {
    setMessage('');
    fix.mutate(cardId, {
      onSuccess: (data) => {
        const changed = data.cards.filter((c) => c.changed).length;
        setMessage(changed ? t('audioFix.fixed', { count: changed }) : t('audioFix.same'));
      },
      onError: (err) => {
        setMessage(
          err instanceof ApiError && err.status === 409
            ? t('audioFix.notReady')
            : t('audioFix.failed'),
        );
      },
    });
  };

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
        disabled={fix.isPending}
        onClick={() => {
          run();
        }}
      >
        {t('audioFix.fixAll')}
      </Button>
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-sm font-medium">
        {fix.isPending ? t('audioFix.working') : message}
      </p>
      <ol className="mt-4 grid gap-3">
        {cards.data.cards.map((c) => (
          <Card asChild key={c.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <li>
              <div className="min-w-0 flex-1">
                <p className="break-words" lang={cards.data.targetLanguage}>
                  {c.front}
                </p>
                {reportOf(c.id) ? (
                  <p className="mt-1 text-sm font-medium text-danger">
                    {t('audioFix.reportedCard')}
                    {reportOf(c.id)?.note ? `: ${reportOf(c.id)?.note ?? ''}` : ''}
                  </p>
                ) : null}
              </div>
              {c.audioUrl ? (
                <audio
                  controls
                  preload="none"
                  src={c.audioUrl}
                  className="w-full sm:w-56"
                  aria-label={t('audioFix.listen', { text: c.front })}
                />
              ) : (
                <span className="text-sm text-ink-muted">{t('audioFix.noAudio')}</span>
              )}
              <Button
                variant="secondary"
                disabled={fix.isPending}
                onClick={() => {
                  run(c.id);
                }}
              >
                {t('audioFix.fixOne')}
                <span className="sr-only"> {c.front}</span>
              </Button>
              {reportOf(c.id) ? (
                <Button
                  variant="secondary"
                  disabled={dismiss.isPending}
                  onClick={() => {
                    const r = reportOf(c.id);
                    if (r) dismiss.mutate(r.id);
                  }}
                >
                  {t('audioFix.dismiss')}
                  <span className="sr-only"> {c.front}</span>
                </Button>
              ) : null}
            </li>
          </Card>
        ))}
      </ol>
    </section>
  );
}
