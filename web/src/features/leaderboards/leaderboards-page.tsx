import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import {
  useLeaderboard,
  type Leaderboard,
  type Period,
} from '@/features/leaderboards/api/get-leaderboard';
import { useSetLeaderboardOptIn } from '@/features/leaderboards/api/set-leaderboard-opt-in';
import { useMeta } from '@/lib/api/meta';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/page-meta';
import { useMe, type Me } from '@/lib/session/me';
import { toastError } from '@/lib/toast';
import { Card } from '@/components/ui/card';

const periods: Period[] = ['week', 'all'];

/** Leaderboards (product §14; rules in docs/decisions/0009-public-face.md). */
export function LeaderboardsPage() {
  const { t, i18n } = useTranslation('site');
  usePageMeta(t('leaderboards.title'), '/leaderboards');
  const [period, setPeriod] = useState<Period>('week');
  const [language, setLanguage] = useState('');
  const board = useLeaderboard(period, language);
  const languages = useMeta().data?.learningLanguages ?? [];
  const me = useMe().data;
  const names = new Intl.DisplayNames(i18n.resolvedLanguage, { type: 'language' });

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('leaderboards.title')}
      </h1>
      <p className="mt-3 max-w-prose text-lg text-pretty text-ink-muted">
        {t('leaderboards.intro')}
      </p>

      <OptIn me={me} />

      <div className="mt-8 flex flex-wrap items-end gap-4">
        <fieldset>
          <legend className="text-sm font-medium">{t('leaderboards.period')}</legend>
          <div className="mt-1.5 inline-flex rounded-xl border border-line bg-surface p-1">
            {periods.map((p) => (
              <label
                key={p}
                className={cn(
                  'cursor-pointer rounded-lg px-3 py-1.5 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-ring',
                  period === p ? 'bg-brand text-on-brand' : 'text-ink-muted hover:text-ink',
                )}
              >
                <input
                  type="radio"
                  name="period"
                  value={p}
                  checked={period === p}
                  onChange={() => {
                    setPeriod(p);
                  }}
                  className="sr-only"
                />
                {t(`leaderboards.${p}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="board-language" className="text-sm font-medium">
            {t('leaderboards.language')}
          </label>
          <select
            id="board-language"
            value={language}
            onChange={(e) => {
              setLanguage(e.target.value);
            }}
            className="h-10 rounded-xl border border-line bg-surface px-3 text-base sm:text-sm"
          >
            <option value="">{t('leaderboards.allLanguages')}</option>
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {names.of(l.code) ?? l.name}
              </option>
            ))}
          </select>
        </div>
      </div>

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

function OptIn({ me }: { me: Me | undefined }) {
  const { t } = useTranslation('site');
  const optIn = useSetLeaderboardOptIn();
  if (!me || me.mode === 'visitor') return null;
  if (me.mode === 'guest') {
    return (
      <p className="mt-6 rounded-2xl border border-line bg-surface p-4">
        {t('leaderboards.guestNote')}
      </p>
    );
  }
  const on = optIn.isPending ? optIn.variables : (me.leaderboardOptIn ?? false);
  return (
    <div className="mt-6 flex items-start justify-between gap-4 rounded-2xl border border-line bg-surface p-4">
      <div>
        <p id="optin-label" className="font-medium">
          {t('leaderboards.switch')}
        </p>
        <p id="optin-help" className="mt-1 text-sm text-ink-muted">
          {t('leaderboards.switchHelp', { name: me.displayName })}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="optin-label"
        aria-describedby="optin-help"
        disabled={optIn.isPending}
        onClick={() => {
          optIn.mutate(!on, {
            onError: () => {
              toastError(t('leaderboards.switchFailed'));
            },
          });
        }}
        className={cn(
          'relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          on ? 'bg-brand' : 'bg-line',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}

function Board({ board, me }: { board: Leaderboard; me: Me | undefined }) {
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
        <Card className="mt-6 overflow-hidden">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {t('leaderboards.title')} · {t(`leaderboards.${board.period}`)}
            </caption>
            <thead className="border-b border-line bg-surface-muted/60 text-xs tracking-wide text-ink-muted uppercase">
              <tr>
                <th scope="col" className="w-20 px-4 py-3 font-semibold">
                  {t('leaderboards.rank')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('leaderboards.name')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('leaderboards.points')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {board.entries.map((e) => (
                <tr
                  key={`${e.rank}-${e.displayName}`}
                  className={e.isMe ? 'bg-brand-soft/60 font-semibold' : undefined}
                >
                  <td className="px-4 py-3 tabular-nums">{e.rank}</td>
                  <td className="px-4 py-3 break-all">
                    {e.displayName}
                    {e.isMe ? (
                      <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs text-on-brand">
                        {t('leaderboards.you')}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{number.format(e.points)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
    </div>
  );
}
