import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useRandomCards } from '@/features/flashcards/api/get-random-cards';
import { DirectionChoice } from '@/features/flashcards/components/direction-choice';
import { ModeSwitcher } from '@/features/flashcards/components/mode-switcher';
import { PlaybackRateToggle } from '@/features/flashcards/components/playback-rate-toggle';
import { ReviewSession } from '@/features/flashcards/components/review-session';
import { countQueue } from '@/features/flashcards/utils/study-order';
import { useDueToday } from '@/lib/due-today';
import { useMe } from '@/lib/session/me';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * Random mode (product §7 /random): a review over a shuffled mix of the
 * learner's due and new cards across all their lessons, due cards first
 * (GET /api/v1/study/random). Without a session, the lessons kept in this
 * browser, with the answers kept here too.
 */
export function RandomPage() {
  const { t } = useTranslation('study');
  const { t: tl } = useTranslation('lesson');
  const { t: tp } = useTranslation();
  usePageTitle(tp('pages.random.title'));
  const me = useMe();
  const hasSession = me.data !== undefined && me.data.mode !== 'visitor';
  const [round, setRound] = useState(0);
  const cards = useRandomCards(hasSession, !me.isPending, round);
  const due = useDueToday(hasSession);

  let body;
  if (me.isPending || cards.isPending || (hasSession && due.isPending)) {
    body = <Spinner label={t('random.loading')} className="py-24" />;
  } else if (cards.isError) {
    body = (
      <p role="alert" className="mt-6 text-danger">
        {t('session.queueError')}
      </p>
    );
  } else if (cards.data.length === 0) {
    body = (
      <div className="mt-6">
        <p className="text-lg text-ink-muted">{t('random.empty')}</p>
        <Button asChild className="mt-6">
          <Link to="/">{tl('review.goHome')}</Link>
        </Button>
      </div>
    );
  } else {
    const first = cards.data[0];
    body = (
      <ReviewSession
        key={round}
        mode="random"
        lesson="random"
        cards={cards.data}
        initialCounts={due.data?.total ?? countQueue(cards.data)}
        targetLanguage={first?.targetLanguage ?? 'und'}
        nativeLanguage={first?.nativeLanguage ?? 'und'}
        local={!hasSession}
        onRestart={() => {
          setRound((r) => r + 1);
        }}
        restartLabel={t('random.drawAgain')}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {tp('pages.random.title')}
      </h1>
      <p className="mt-2 text-lg text-ink-muted">{t('random.description')}</p>
      {!hasSession && !me.isPending && (
        <p className="mt-4 text-sm text-ink-muted">{t('random.localOnly')}</p>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <ModeSwitcher />
        <div className="flex flex-wrap items-center gap-2">
          <DirectionChoice lesson="random" />
          <PlaybackRateToggle />
        </div>
      </div>
      {body}
    </div>
  );
}
