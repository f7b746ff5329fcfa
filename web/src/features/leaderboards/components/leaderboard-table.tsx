import { useTranslation } from 'react-i18next';

import { TBody, THead, Table, Td, Th } from '@/components/ui/table';
import type { Leaderboard } from '@/features/leaderboards/api/get-leaderboard';

/** The ranked learners of one board, the caller's own row marked. */
export function LeaderboardTable({ board }: { board: Leaderboard }) {
  const { t, i18n } = useTranslation('site');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <Table
      caption={`${t('leaderboards.title')} · ${t(`leaderboards.${board.period}`)}`}
      className="mt-6"
    >
      <THead>
        <tr>
          <Th className="w-20">{t('leaderboards.rank')}</Th>
          <Th>{t('leaderboards.name')}</Th>
          <Th numeric>{t('leaderboards.points')}</Th>
        </tr>
      </THead>
      <TBody>
        {board.entries.map((e) => (
          <tr
            key={`${e.rank}-${e.displayName}`}
            className={e.isMe ? 'bg-brand-soft/60 font-semibold' : undefined}
          >
            <Td className="tabular-nums">{e.rank}</Td>
            <Td className="break-all">
              {e.displayName}
              {e.isMe ? (
                <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs text-on-brand">
                  {t('leaderboards.you')}
                </span>
              ) : null}
            </Td>
            <Td numeric>{number.format(e.points)}</Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
