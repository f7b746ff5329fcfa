import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { inputClass } from '@/components/ui/text-field';
import {
  exportHref,
  useCreateShare,
  useDeleteStory,
  useStories,
  type Share,
} from '@/features/stories/api/stories-api';
import { CorrectCardsDialog } from '@/features/stories/components/correct-cards-dialog';
import { ShareDialog } from '@/features/stories/components/share-dialog';
import { StoryRow, type StoryRowData } from '@/features/stories/components/story-row';
import { useAcceptShare } from '@/features/stories/hooks/use-accept-share';
import { useLanguageName } from '@/lib/use-language-name';
import { problemText } from '@/lib/api/problem-text';
import { useAuthDialog } from '@/lib/auth-dialog';
import { useDueToday } from '@/lib/due-today';
import { readGuestStories, removeGuestStory } from '@/lib/guest-stories';
import { useMe } from '@/lib/session/me';
import { toastError, toastSuccess } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * My Stories (product §10 /stories; issue 11): every lesson of the caller and the
 * lessons a guest keeps in this browser, newest first, with filters, what is
 * due, and study, share, export and delete. ?publicShare={token}&autoAccept=true
 * adds a shared story (the landing after signing in from a share link).
 */
export function StoriesPage() {
  const { t } = useTranslation('stories');
  const { t: tc } = useTranslation();
  usePageTitle(t('title'));
  const me = useMe();
  const hasSession = me.data !== undefined && me.data.mode !== 'visitor';
  const stories = useStories(hasSession);
  const due = useDueToday(hasSession);
  const accept = useAcceptShare();
  const { openAuthDialog } = useAuthDialog();
  const name = useLanguageName();
  const deleteStory = useDeleteStory();
  const createShare = useCreateShare();
  const [localVersion, setLocalVersion] = useState(0);
  const [search, setSearch] = useState('');
  const [pair, setPair] = useState('');
  const [deleting, setDeleting] = useState<StoryRowData | null>(null);
  const [correcting, setCorrecting] = useState<{ id: string; title: string } | null>(null);
  const [sharing, setSharing] = useState<{ share: Share; title: string } | null>(null);

  const rows: StoryRowData[] = useMemo(() => {
    const server = stories.data ?? [];
    const known = new Set(server.map((s) => s.id));
    const dueBy = new Map((due.data?.stories ?? []).map((d) => [d.storyId, d]));
    const all: StoryRowData[] = [
      ...server.map((story) => ({
        story,
        local: false,
        cards: story.cardsDone,
        due: dueBy.get(story.id),
      })),
      ...readGuestStories()
        .filter((g) => !known.has(g.id))
        .map((g) => ({ story: g.story, local: true, cards: g.cards.length, due: undefined })),
    ];
    return all.sort((a, b) => Date.parse(b.story.createdAt) - Date.parse(a.story.createdAt));
    // localVersion: the browser-kept list changed (a local lesson was deleted).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stories.data, due.data, localVersion]);

  const pairs = useMemo(() => {
    const seen = new Map<string, string>();
    for (const r of rows) {
      seen.set(
        r.story.languagePair,
        t('pair', { target: name(r.story.targetLanguage), native: name(r.story.nativeLanguage) }),
      );
    }
    return [...seen.entries()].sort((a, b) => a[1].localeCompare(b[1]));
  }, [rows, t, name]);

  const needle = search.trim().toLocaleLowerCase();
  const shown = rows.filter(
    (r) =>
      (pair === '' || r.story.languagePair === pair) &&
      (needle === '' || r.story.title.toLocaleLowerCase().includes(needle)),
  );
  const anyReady = rows.some((r) => !r.local && r.story.status === 'completed');
  const loading = me.isPending || (hasSession && stories.isPending);
  const addedId = accept.step === 'added' ? accept.storyId : null;

  async function confirmDelete() {
    if (!deleting) return;
    const { story, local } = deleting;
    try {
      if (!local) await deleteStory.mutateAsync(story.id);
      removeGuestStory(story.id);
      setLocalVersion((v) => v + 1);
      toastSuccess(t('delete.doneTitle'), t('delete.done', { title: story.title }));
      setDeleting(null);
    } catch (error) {
      const text = problemText(tc, error, {
        title: t('delete.failedTitle'),
        description: t('delete.failed'),
      });
      toastError(text.title, text.description);
    }
  }

  async function share(row: StoryRowData) {
    try {
      const s = await createShare.mutateAsync(row.story.id);
      setSharing({ share: s, title: row.story.title });
    } catch (error) {
      const text = problemText(tc, error, {
        title: t('share.failedTitle'),
        description: t('share.failed'),
      });
      toastError(text.title, text.description);
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            {t('title')}
          </h1>
          <p className="mt-1 text-ink-muted">{t('subtitle', { count: rows.length })}</p>
          <p className="mt-1">
            <Link to="/library" className="text-accent underline underline-offset-2">
              {t('library')}
            </Link>
          </p>
        </div>
        {anyReady ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" asChild>
              <a href={exportHref('apkg')} download>
                {t('export.all')}
              </a>
            </Button>
            <Button variant="ghost" asChild>
              <a href={exportHref('csv')} download>
                {t('export.allCsv')}
              </a>
            </Button>
          </div>
        ) : null}
      </div>

      {accept.step === 'adding' ? (
        <p role="status" className="mt-6 rounded-xl border border-line bg-brand-soft px-4 py-3">
          {t('accept.adding')}
        </p>
      ) : null}
      {accept.step === 'needsSignIn' ? (
        <div className="mt-6 rounded-xl border border-line bg-brand-soft px-4 py-3">
          <p>{t('accept.signIn')}</p>
          <Button
            className="mt-3"
            onClick={() => {
              openAuthDialog({ shareId: accept.token });
            }}
          >
            {t('accept.signInButton')}
          </Button>
        </div>
      ) : null}

      {rows.length > 0 ? (
        <div className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto]">
          <div className="flex flex-col gap-1.5">
            <label htmlFor="stories-search" className="text-sm font-medium">
              {t('filters.search')}
            </label>
            <input
              id="stories-search"
              type="search"
              value={search}
              placeholder={t('filters.searchPlaceholder')}
              className={inputClass}
              onChange={(e) => {
                setSearch(e.target.value);
              }}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="stories-pair" className="text-sm font-medium">
              {t('filters.pair')}
            </label>
            <select
              id="stories-pair"
              value={pair}
              className={inputClass}
              onChange={(e) => {
                setPair(e.target.value);
              }}
            >
              <option value="">{t('filters.allPairs')}</option>
              {pairs.map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}

      {loading ? (
        <Spinner label={t('loading')} className="py-16" />
      ) : rows.length === 0 ? (
        <div className="mt-8 rounded-3xl border border-dashed border-line p-8 text-center">
          <h2 className="text-lg font-semibold">{t('empty.title')}</h2>
          <p className="mt-2 text-ink-muted">{t('empty.text')}</p>
          <Button asChild className="mt-5">
            <Link to="/">{t('empty.action')}</Link>
          </Button>
          <Button asChild variant="ghost" className="mt-5 ml-2">
            <Link to="/library">{t('empty.library')}</Link>
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p role="status" className="mt-8 text-center text-ink-muted">
          {t('filters.none')}
        </p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" aria-label={t('listLabel')}>
          {shown.map((row) => (
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

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('delete.title')}
        description={t('delete.description', { title: deleting?.story.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={deleteStory.isPending}
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
        onClose={() => {
          setSharing(null);
        }}
      />
    </div>
  );
}
