import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMapData } from '@/features/map/api/get-map';
import { LanguageChooser } from '@/features/map/components/language-chooser';
import { LanguagePanel } from '@/features/map/components/language-panel';
import { LanguageTable } from '@/features/map/components/language-table';
import { MapLegend } from '@/features/map/components/map-legend';
import { WorldMap } from '@/features/map/components/world-map';
import { firstChoice } from '@/features/map/first-choice';
import { usePageMeta } from '@/lib/page-meta';
import { useMe } from '@/lib/session/me';
import { useLanguageName } from '@/lib/use-language-name';

/**
 * The map (product §3 /map; decisions in docs/decisions/0017-map-and-speed.md):
 * where the 11 learning languages are spoken, coloured by the learner's
 * progress, with the community's lesson counts; a language leads to its
 * stories. The choice lives in the address (?language=ja).
 */
export function MapPage() {
  const { t } = useTranslation('site');
  usePageMeta(t('map.title'), '/map');
  const data = useMapData();
  const me = useMe().data;
  const [params, setParams] = useSearchParams();
  const languages = data.data?.languages ?? [];
  const asked = params.get('language') ?? '';
  const selected = languages.some((l) => l.code === asked) ? asked : firstChoice(languages);
  const language = languages.find((l) => l.code === selected);
  const hasProgress = data.data?.hasProgress ?? false;
  const languageName = useLanguageName();

  function select(code: string) {
    const next = new URLSearchParams(params);
    next.set('language', code);
    setParams(next, { replace: true, preventScrollReset: true });
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
        {t('map.title')}
      </h1>
      <p className="mt-3 max-w-prose text-lg text-pretty text-ink-muted">{t('map.intro')}</p>

      <Card className="mt-8 p-2 sm:p-4">
        {data.isPending ? (
          <div className="flex aspect-[1000/440] items-center justify-center">
            <Spinner label={t('map.loading')} />
          </div>
        ) : data.isError ? (
          <p
            role="alert"
            className="flex aspect-[1000/440] items-center justify-center text-danger"
          >
            {t('map.loadFailed')}
          </p>
        ) : (
          <WorldMap
            languages={languages}
            selected={selected}
            onSelect={select}
            description={t('map.mapDescription', {
              language: languageName(selected),
            })}
          />
        )}
        <MapLegend hasProgress={hasProgress} />
      </Card>

      {language ? (
        <>
          <LanguageChooser languages={languages} selected={selected} onSelect={select} />
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <LanguagePanel language={language} hasProgress={hasProgress} me={me} />
            <LanguageTable languages={languages} hasProgress={hasProgress} onSelect={select} />
          </div>
        </>
      ) : null}
    </div>
  );
}
