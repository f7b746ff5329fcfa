import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { BackBadge } from '@/components/back-badge';
import { LoginPromptDialog, type LoginPromptReason } from '@/components/login-prompt-dialog';
import { queryKeys } from '@/lib/api/query-keys';
import type { QuickStorySlug } from '@/lib/quick-story/open-quick-story';
import { defaultNativeLanguage } from '@/lib/preferred-languages';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';
import { useQuickStory } from '@/lib/quick-story/use-quick-story';
import type { MapLanguage } from '@/features/map/api/get-map';
import { countriesOf, libraryHref, nativeFor } from '@/features/map/progress';
import { api, unwrap } from '@/lib/api/client';
import type { Me } from '@/lib/session/me';
import { Card } from '@/components/ui/card';

interface LanguagePanelProps {
  language: MapLanguage;
  hasProgress: boolean;
  me: Me | undefined;
}

/**
 * The chosen language: where it is official, the learner's cards in it, the
 * community's lessons, and its stories — the four quick stories (opened in
 * this language) and the curated list.
 */
export function LanguagePanel({ language, hasProgress, me }: LanguagePanelProps) {
  const { t, i18n } = useTranslation('site');
  const [prompt, setPrompt] = useState<LoginPromptReason | null>(null);
  const quick = useQuickStory(() => {
    setPrompt('quickStory');
  });
  const native = nativeFor(
    language.code,
    readStorage(storageKeys.nativeLanguage) ?? defaultNativeLanguage,
  );
  const stories = useQuery({
    queryKey: queryKeys.quickStories(language.code, native),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/v1/quick-stories', {
          params: { query: { target: language.code, native } },
          signal,
        }),
      ),
  });
  const names = new Intl.DisplayNames(i18n.resolvedLanguage, { type: 'language' });
  const regions = new Intl.DisplayNames(i18n.resolvedLanguage, { type: 'region' });
  const name = names.of(language.code) ?? language.name;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const countries = countriesOf(language.code)
    .map((cc) => regions.of(cc) ?? cc)
    .sort((a, b) => a.localeCompare(b, i18n.resolvedLanguage));

  function open(slug: QuickStorySlug) {
    if (me?.mode !== 'user') {
      setPrompt('quickStory');
      return;
    }
    // Opening a story in this language makes it the learner's language, as
    // choosing it on the story card would.
    writeStorage(storageKeys.targetLanguage, language.code);
    writeStorage(storageKeys.nativeLanguage, native);
    quick.mutate(slug);
  }

  return (
    <Card asChild className="p-5 sm:p-6">
      <section id="map-language" aria-labelledby="map-language-title">
        <h2 id="map-language-title" className="font-display text-2xl font-semibold">
          {name}{' '}
          <span lang={language.code} className="text-base font-normal text-ink-muted">
            {language.nativeName}
          </span>
        </h2>
        <p className="mt-2 text-sm text-pretty text-ink-muted">
          {t('map.spokenIn', { count: countries.length, countries: countries.join(', ') })}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-surface-muted p-3">
            <dt className="text-sm text-ink-muted">{t('map.learned')}</dt>
            <dd className="mt-1 text-xl font-semibold" data-testid="map-learned">
              {hasProgress ? number.format(language.learned) : '—'}
            </dd>
            {hasProgress ? (
              <dd className="text-xs text-ink-muted">
                {t('map.studiedCount', { count: language.studied })}
              </dd>
            ) : null}
          </div>
          <div className="rounded-xl bg-surface-muted p-3">
            <dt className="text-sm text-ink-muted">{t('map.lessons')}</dt>
            <dd className="mt-1 text-xl font-semibold" data-testid="map-lessons">
              {number.format(language.lessons)}
            </dd>
          </div>
        </dl>

        <h3 className="mt-6 font-semibold">{t('map.quickTitle', { language: name })}</h3>
        {stories.isError ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {t('map.quickFailed')}
          </p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-busy={stories.isPending}>
            {(stories.data ?? []).map((s) => (
              <li key={s.slug}>
                <button
                  type="button"
                  disabled={quick.isPending}
                  aria-busy={quick.isPending && quick.variables === s.slug}
                  onClick={() => {
                    open(s.slug);
                  }}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-xl border border-line px-3 py-2 text-left text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
                >
                  <span className="min-w-0">
                    <span lang={language.code} className="block font-medium">
                      {s.title}
                    </span>
                    <BackBadge back={s.back} via={s.via} />
                  </span>
                  <span className="shrink-0 text-xs text-ink-muted">{s.level}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={libraryHref(language.code)}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
        >
          {t('map.curatedLink', { language: name })}
        </Link>
        <LoginPromptDialog
          reason={prompt}
          onClose={() => {
            setPrompt(null);
          }}
        />
      </section>
    </Card>
  );
}
