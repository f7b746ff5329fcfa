import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { AcceptShareNotice } from '@/features/stories/components/accept-share-notice';
import { CorrectCardsDialog } from '@/features/stories/components/correct-cards-dialog';
import { ShareDialog } from '@/features/stories/components/share-dialog';
import { StoriesEmpty } from '@/features/stories/components/stories-empty';
import { StoriesHeader } from '@/features/stories/components/stories-header';
import { StoryFilters } from '@/features/stories/components/story-filters';
import { StoryRow } from '@/features/stories/components/story-row';
import { useAcceptShare } from '@/features/stories/hooks/use-accept-share';
import { useStoryActions } from '@/features/stories/hooks/use-story-actions';
import { useStoryRows } from '@/features/stories/hooks/use-story-rows';
import type { KnownSort } from '@/lib/sort-by-known';
import { useMe } from '@/lib/session/me';
import { useDebounced } from '@/lib/use-debounced';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * My Stories (product §10 /stories): the caller's lessons a page at a time
 * and the lessons a guest keeps in this browser, newest first, filtered by
 * the server, with what is due, and study, share, export and delete. ?publicShare={token}&autoAccept=true
 * adds a shared story (the landing after signing in from a share link).
 */
export function StoriesPage() {
  const { t } = useTranslation('stories');
  usePageTitle(t('title'));
  const me = useMe();
  const hasSession = me.data !== undefined && me.data.mode !== 'visitor';
  const [search, setSearch] = useState('');
  const [pair, setPair] = useState('');
  const [sort, setSort] = useState<KnownSort>('newest');
  // The server filters: ask once typing pauses, not at every key.
  const filter = useMemo(() => ({ pair, search: settled(search) }), [pair, search]);
  const { rows, pairs, total, pending, hasMore, loadingMore, loadMore, refreshLocal } =
    useStoryRows(hasSession, useDebounced(filter, 300), sort);
  const accept = useAcceptShare();
  const [correcting, setCorrecting] = useState<{ id: string; title: string } | null>(null);
  const { deleting, setDeleting, deleteBusy, confirmDelete, sharing, closeShare, share } =
    useStoryActions(refreshLocal);

  const anyReady = rows.some((r) => !r.local && r.story.status === 'completed');
  const loading = me.isPending || (hasSession && pending);
  const addedId = accept.step === 'added' ? accept.storyId : null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <StoriesHeader count={total} anyReady={anyReady} />
      <AcceptShareNotice accept={accept} />
      {total > 0 ? (
        <StoryFilters
          search={search}
          onSearch={setSearch}
          pair={pair}
          onPair={setPair}
          pairs={pairs}
          sort={sort}
          onSort={setSort}
        />
      ) : null}

      {loading ? (
        <Spinner label={t('loading')} className="py-16" />
      ) : total === 0 ? (
        <StoriesEmpty />
      ) : rows.length === 0 ? (
        <p role="status" className="mt-8 text-center text-ink-muted">
          {t('filters.none')}
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" aria-label={t('listLabel')}>
          {rows.map((row) => (
            <StoryRow
              key={row.story.id}
              {...row}
              highlight={row.story.id === addedId}
              onDelete={() => {
                setDeleting(row);
              }}
              onShare={() => void share(row)}
              onCorrect={() => {
                setCorrecting({ id: row.story.id, title: row.story.title });
              }}
            />
          ))}
        </ul>
      )}
      {hasMore && sort !== 'newest' && rows.length > 0 ? (
        <p className="mt-4 text-center text-sm text-ink-muted">{t('filters.sortedLoaded')}</p>
      ) : null}
      {hasMore ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? t('loadingMore') : t('more')}
          </Button>
        </div>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('delete.title')}
        description={t('delete.description', { title: deleting?.story.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      />
      <CorrectCardsDialog
        story={correcting}
        onClose={() => {
          setCorrecting(null);
        }}
      />
      <ShareDialog
        share={sharing?.share ?? null}
        title={sharing?.title ?? ''}
        onClose={closeShare}
      />
    </div>
  );
}

/** The search as the server is asked it: trimmed, '' for blank. */
function settled(search: string): string {
  return search.trim();
}
