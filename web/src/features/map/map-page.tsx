import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useMapData, type MapLanguage } from '@/features/map/api/get-map';
import { LanguagePanel } from '@/features/map/components/language-panel';
import { LanguageTable } from '@/features/map/components/language-table';
import { WorldMap } from '@/features/map/components/world-map';
import { levelFill, levelFloors, progressLevel, type ProgressLevel } from '@/features/map/progress';
import { readStorage, storageKeys } from '@/lib/storage-keys';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/page-meta';
import { useMe } from '@/lib/session/me';
import { Card } from '@/components/ui/card';

/** The language shown first: the learner's strongest, else the one they chose to learn, else Spanish. */
function firstChoice(languages: MapLanguage[]): string {
  const best = [...languages].sort((a, b) => b.learned - a.learned)[0];
  if (best && best.learned > 0) return best.code;
  const target = readStorage(storageKeys.targetLanguage);
  return languages.some((l) => l.code === target) && target ? target : 'es';
}

/**
 * The map (product §3 /map; decisions in docs/decisions/0017-map-and-speed.md):
 * where the 11 learning languages are spoken, coloured by the learner's
 * progress, with the community's lesson counts; a language leads to its
 * stories. The choice lives in the address (?language=ja).
 */
export function MapPage() {
  const { t, i18n } = useTranslation('site');
  usePageMeta(t('map.title'), '/map');
  const data = useMapData();
  const me = useMe().data;
  const [params, setParams] = useSearchParams();
  const languages = data.data?.languages ?? [];
  const asked = params.get('language') ?? '';
  const selected = languages.some((l) => l.code === asked) ? asked : firstChoice(languages);
  const language = languages.find((l) => l.code === selected);
  const hasProgress = data.data?.hasProgress ?? false;
  const names = new Intl.DisplayNames(i18n.resolvedLanguage, { type: 'language' });

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
              language: names.of(selected) ?? selected,
            })}
          />
        )}
        <Legend hasProgress={hasProgress} />
      </Card>

      {language ? (
        <>
          <fieldset className="mt-6">
            <legend className="text-sm font-medium">{t('map.choose')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {languages.map((l) => (
                <button
                  key={l.code}
                  type="button"
                  aria-pressed={l.code === selected}
                  onClick={() => {
                    select(l.code);
                  }}
                  className={cn(
                    'inline-flex min-h-11 items-center gap-2 rounded-xl border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                    l.code === selected
                      ? 'border-accent bg-accent-soft text-ink'
                      : 'border-line bg-surface hover:bg-surface-muted',
                  )}
                >
                  <svg aria-hidden="true" viewBox="0 0 10 10" className="size-3">
                    <circle cx="5" cy="5" r="5" className={levelFill[progressLevel(l.learned)]} />
                  </svg>
                  {names.of(l.code) ?? l.name}
                </button>
              ))}
            </div>
          </fieldset>
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
            <LanguagePanel language={language} hasProgress={hasProgress} me={me} />
            <LanguageTable languages={languages} hasProgress={hasProgress} onSelect={select} />
          </div>
        </>
      ) : null}
    </div>
  );
}

function Legend({ hasProgress }: { hasProgress: boolean }) {
  const { t } = useTranslation('site');
  const levels: ProgressLevel[] = [0, 1, 2, 3];
  const label = (level: ProgressLevel) =>
    level === 0
      ? t('map.levelNone')
      : level === 3
        ? t('map.levelTop', { count: levelFloors[2] })
        : `${String(levelFloors[level - 1])}–${String(levelFloors[level] - 1)}`;
  return (
    <div className="mt-3 px-2 pb-1 text-sm">
      <p className="font-medium">{t('map.legend')}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-ink-muted">
        {levels.map((level) => (
          <li key={level} className="inline-flex items-center gap-1.5">
            <svg aria-hidden="true" viewBox="0 0 10 10" className="size-3">
              <rect width="10" height="10" rx="2" className={levelFill[level]} />
            </svg>
            {label(level)}
          </li>
        ))}
      </ul>
      {hasProgress ? null : <p className="mt-2 text-ink-muted">{t('map.visitorNote')}</p>}
    </div>
  );
}
