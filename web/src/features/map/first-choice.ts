import type { MapLanguage } from '@/features/map/api/get-map';
import { readStorage, storageKeys } from '@/lib/storage-keys';

/** The language shown first: the learner's strongest, else the one they chose to learn, else Spanish. */
export function firstChoice(languages: MapLanguage[]): string {
  const best = [...languages].sort((a, b) => b.learned - a.learned)[0];
  if (best && best.learned > 0) return best.code;
  const target = readStorage(storageKeys.targetLanguage);
  return languages.some((l) => l.code === target) && target ? target : 'es';
}
