import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LoginPromptDialog } from '@/components/login-prompt-dialog';
import { Card } from '@/components/ui/card';
import type { MapLanguage } from '@/features/map/api/get-map';
import { LanguageFacts } from '@/features/map/components/language-facts';
import { QuickStoryList } from '@/features/map/components/quick-story-list';
import { useLanguageQuickStories } from '@/features/map/hooks/use-language-quick-stories';
import { countriesOf, libraryHref } from '@/features/map/progress';
import { useWordCounts } from '@/lib/api/words';
import type { Me } from '@/lib/session/me';
import { useLanguageName } from '@/lib/use-language-name';

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
  const { stories, quick, open, prompt, setPrompt } = useLanguageQuickStories(language, me);
  const member = me !== undefined && me.mode !== 'visitor';
  const words = useWordCounts(member);
  const knownWords = words.data
    ? (words.data.languages.find((l) => l.language === language.code)?.known ?? 0)
    : undefined;
  const languageName = useLanguageName();
  const regions = new Intl.DisplayNames(i18n.resolvedLanguage, { type: 'region' });
  const name = languageName(language.code, language.name);
  const countries = countriesOf(language.code)
    .map((cc) => regions.of(cc) ?? cc)
    .sort((a, b) => a.localeCompare(b, i18n.resolvedLanguage));

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
        <LanguageFacts language={language} hasProgress={hasProgress} knownWords={knownWords} />

        <h3 className="mt-6 font-semibold">{t('map.quickTitle', { language: name })}</h3>
        <QuickStoryList
          lang={language.code}
          stories={stories}
          opening={quick.isPending ? quick.variables : undefined}
          busy={quick.isPending}
          onOpen={open}
        />
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
