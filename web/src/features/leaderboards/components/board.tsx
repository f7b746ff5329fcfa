import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import type { Leaderboard } from '@/features/leaderboards/api/get-leaderboard';
import { LeaderboardTable } from '@/features/leaderboards/components/leaderboard-table';
import type { Me } from '@/lib/session/me';

/** One board: since when it counts, the caller's own rank, and the ranked learners. */
export function Board({ board, me }: { board: Leaderboard; me: Me | undefined }) {
  const { t, i18n } = useTranslation('site');
  const mine = board.me;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <div className="mt-6">
      {board.since ? (
        <p className="text-sm text-ink-muted">
          {t('leaderboards.since', {
            date: new Intl.DateTimeFormat(i18n.resolvedLanguage, {
              dateStyle: 'medium',
              timeZone: 'UTC',
            }).format(new Date(board.since)),
          })}
        </p>
      ) : null}
      {mine ? (
        <p className="mt-3 rounded-2xl bg-brand-soft p-4 font-medium" data-testid="own-rank">
          {board.optedIn
            ? t('leaderboards.yourRank', { rank: mine.rank, points: number.format(mine.points) })
            : t('leaderboards.yourRankHidden', {
                rank: mine.rank,
                points: number.format(mine.points),
              })}
        </p>
      ) : me?.mode === 'visitor' ? (
        <p className="mt-3 text-ink-muted">{t('leaderboards.visitorNote')}</p>
      ) : null}
      {board.entries.length === 0 ? (
        <EmptyState className="mt-6">{t('leaderboards.empty')}</EmptyState>
      ) : (
        <LeaderboardTable board={board} />
      )}
    </div>
  );
}
