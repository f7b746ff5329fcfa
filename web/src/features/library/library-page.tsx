import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { KnownSortSelect } from '@/components/known-sort-select';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePublicStories } from '@/features/library/api/list-public-stories';
import { LibrarySignIn } from '@/features/library/components/library-sign-in';
import { LanguageSelect } from '@/features/library/components/language-select';
import { PublicStoryItem } from '@/features/library/components/public-story-item';
import { useMeta } from '@/lib/api/meta';
import { defaultNativeLanguage, defaultTargetLanguage } from '@/lib/preferred-languages';
import { readStorage, storageKeys } from '@/lib/storage-keys';
import { useMe } from '@/lib/session/me';
import { useLanguageName } from '@/lib/use-language-name';
import { usePageTitle } from '@/lib/use-page-title';
import { panelClass } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { sortByKnown, type KnownSort } from '@/lib/sort-by-known';

/**
 * The curated public stories (product §11): signed-in users browse the newest 50
 * for a language pair (either way round) and add one to their stories.
 * The filter lives in the address (?target=es&native=en), so it can be shared;
 * without one it is the learner's own pair. Each story says the share of its
 * words the learner knows, and the list can be ordered by it (product §18).
 */
export function LibraryPage() {
  const { t } = useTranslation('builtin');
  usePageTitle(t('library.title'));
  const me = useMe();
  const meta = useMeta();
  const [params, setParams] = useSearchParams();
  // Without a choice in the address, the library opens on the learner's own
  // pair (the story card's languages); "Any language" is an empty choice.
  const target =
    params.get('target') ?? readStorage(storageKeys.targetLanguage) ?? defaultTargetLanguage;
  const native =
    params.get('native') ?? readStorage(storageKeys.nativeLanguage) ?? defaultNativeLanguage;
  const signedIn = me.data?.mode === 'user';
  const filter =
    target && native && target !== native ? { target, native } : { target: '', native: '' };
  const stories = usePublicStories(filter, signedIn);
  const [sort, setSort] = useState<KnownSort>('newest');

  const languageName = useLanguageName();
  const languages = meta.data?.learningLanguages ?? [];

  function choose(key: 'target' | 'native', value: string) {
    const next = new URLSearchParams(params);
    next.set(key, value);
    if (!next.has(key === 'target' ? 'native' : 'target')) {
      next.set(key === 'target' ? 'native' : 'target', key === 'target' ? native : target);
    }
    setParams(next, { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {t('library.title')}
      </h1>
      <p className="mt-3 max-w-prose text-pretty text-ink-muted sm:text-lg">{t('library.intro')}</p>

      {me.isPending ? (
        <Spinner label={t('library.loading')} className="py-16" />
      ) : !signedIn ? (
        <LibrarySignIn />
      ) : (
        <>
          <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <LanguageSelect
              label={t('library.learn')}
              anyLabel={t('library.anyLanguage')}
              value={target}
              languages={languages}
              onChange={(code) => {
                choose('target', code);
              }}
            />
            <LanguageSelect
              label={t('library.speak')}
              anyLabel={t('library.anyLanguage')}
              value={native}
              languages={languages}
              onChange={(code) => {
                choose('native', code);
              }}
            />
            <KnownSortSelect id="library-sort" value={sort} onChange={setSort} />
          </div>
          {target && native && target === native ? (
            <p className="mt-3 text-sm text-danger">{t('library.samePair')}</p>
          ) : target && native ? null : (
            <p className="mt-3 text-sm text-ink-muted">{t('library.pickBoth')}</p>
          )}

          {stories.isPending ? (
            <Spinner label={t('library.loading')} className="py-16" />
          ) : stories.isError ? (
            <div role="alert" className={cn(panelClass, 'mt-6 p-6')}>
              <p>{t('library.loadError')}</p>
              <Button variant="secondary" className="mt-4" onClick={() => void stories.refetch()}>
                {t('library.retry')}
              </Button>
            </div>
          ) : stories.data.stories.length === 0 ? (
            <EmptyState className="mt-8">{t('library.empty')}</EmptyState>
          ) : (
            <ul className="mt-6 flex flex-col gap-3" aria-label={t('library.listLabel')}>
              {sortByKnown(stories.data.stories, sort).map((story) => (
                <PublicStoryItem key={story.id} story={story} languageName={languageName} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
