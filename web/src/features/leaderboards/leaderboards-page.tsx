import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Spinner } from '@/components/ui/spinner';
import { useLeaderboard, type Period } from '@/features/leaderboards/api/get-leaderboard';
import { Board } from '@/features/leaderboards/components/board';
import { BoardFilters } from '@/features/leaderboards/components/board-filters';
import { OptIn } from '@/features/leaderboards/components/opt-in';
import { usePageMeta } from '@/lib/page-meta';
import { useMe } from '@/lib/session/me';

/** Leaderboards (product §14; rules in docs/decisions/0009-public-face.md). */
export function LeaderboardsPage() {
  const { t } = useTranslation('site');
  usePageMeta(t('leaderboards.title'), '/leaderboards');
  const [period, setPeriod] = useState<Period>('week');
  const [language, setLanguage] = useState('');
  const board = useLeaderboard(period, language);
  const me = useMe().data;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('leaderboards.title')}
      </h1>
      <p className="mt-3 max-w-prose text-lg text-pretty text-ink-muted">
        {t('leaderboards.intro')}
      </p>

      <OptIn me={me} />

      <BoardFilters
        period={period}
        onPeriod={setPeriod}
        language={language}
        onLanguage={setLanguage}
      />

      {board.isPending ? (
        <Spinner label={t('leaderboards.title')} className="mt-10 min-h-40" />
      ) : board.isError ? (
        <p role="alert" className="mt-8 text-danger">
          {t('leaderboards.loadFailed')}
        </p>
      ) : (
        <Board board={board.data} me={me} />
      )}
    </div>
  );
}
