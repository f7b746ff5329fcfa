import { mapCountries } from '@/features/map/world-map-data';
import { defaultNativeLanguage } from '@/lib/preferred-languages';
import { readStorage, storageKeys } from '@/lib/storage-keys';

/**
 * How far a learner has come in a language, by cards learned: the map's
 * colour steps (0 none, 1 started, 2 going, 3 strong).
 */
export type ProgressLevel = 0 | 1 | 2 | 3;

/** The lower bounds of levels 1–3 in cards learned. */
export const levelFloors = [1, 20, 100] as const;

export function progressLevel(learned: number): ProgressLevel {
  if (learned >= levelFloors[2]) return 3;
  if (learned >= levelFloors[1]) return 2;
  if (learned >= levelFloors[0]) return 1;
  return 0;
}

/** Fill classes of the levels (the legend shows the same). */
export const levelFill: Record<ProgressLevel, string> = {
  0: 'fill-brand-soft',
  1: 'fill-brand/45',
  2: 'fill-brand/75',
  3: 'fill-brand-strong',
};

/** The countries (ISO 3166 alpha-2) where a learning language is official. */
export function countriesOf(language: string): string[] {
  return mapCountries.filter((c) => c.languages.includes(language)).map((c) => c.cc);
}

/**
 * The other language of a pair whose learning language is `target`: the
 * learner's native language, unless that is the target itself (then English,
 * or Spanish for English).
 */
export function nativeFor(target: string, preferredNative: string): string {
  if (preferredNative !== target) return preferredNative;
  return target === 'en' ? 'es' : 'en';
}

/** Where the curated stories of a language are listed, paired with the learner's native language. */
export function libraryHref(target: string): string {
  const native = nativeFor(
    target,
    readStorage(storageKeys.nativeLanguage) ?? defaultNativeLanguage,
  );
  return `/library?${new URLSearchParams({ target, native }).toString()}`;
}
