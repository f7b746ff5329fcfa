import { useTranslation } from 'react-i18next';

import type { MapLanguage } from '@/features/map/api/get-map';
import { levelFill, progressLevel } from '@/features/map/progress';
import { mapCountries, mapViewBox, otherLand } from '@/features/map/world-map-data';
import { cn } from '@/lib/cn';

/** The selected language's countries last, so their outline is on top. */
function drawOrder(selected: string) {
  const on = mapCountries.filter((c) => c.languages.includes(selected));
  return [...mapCountries.filter((c) => !c.languages.includes(selected)), ...on];
}

interface WorldMapProps {
  languages: MapLanguage[];
  selected: string;
  onSelect: (code: string) => void;
  /** A sentence naming the selected language, read as the picture's description. */
  description: string;
}

/**
 * The world drawn from bundled shapes (no tiles, no network): each country
 * where a learning language is official takes the colour of the learner's
 * progress in its main one; the selected language's countries are outlined.
 * Tapping a country chooses its main language. The picture is one image for
 * assistive technology; the table below the map carries the same facts.
 */
export function WorldMap({ languages, selected, onSelect, description }: WorldMapProps) {
  const { t } = useTranslation('site');
  const learned = new Map(languages.map((l) => [l.code, l.learned]));
  return (
    <svg
      viewBox={mapViewBox}
      role="img"
      aria-labelledby="world-map-title world-map-desc"
      className="block aspect-[1000/440] h-auto w-full"
    >
      <title id="world-map-title">{t('map.mapLabel')}</title>
      <desc id="world-map-desc">{description}</desc>
      <path d={otherLand} className="fill-line/70" />
      {drawOrder(selected).map((c) => {
        const main = c.languages[0] ?? '';
        const on = c.languages.includes(selected);
        return (
          <path
            key={c.cc}
            d={c.d}
            data-country={c.cc}
            data-selected={on || undefined}
            className={cn(
              'cursor-pointer stroke-surface transition-colors',
              levelFill[progressLevel(learned.get(main) ?? 0)],
              on ? 'stroke-accent [stroke-width:2.5]' : '[stroke-width:0.6]',
            )}
            onClick={() => {
              onSelect(on ? selected : main);
            }}
          />
        );
      })}
    </svg>
  );
}
