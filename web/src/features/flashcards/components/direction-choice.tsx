import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import {
  setStudyDirection,
  studyDirections,
  useStudyDirection,
  type StudyDirection,
} from '@/features/flashcards/utils/study-direction';
import { useLanguageName } from '@/lib/use-language-name';
import { cn } from '@/lib/cn';

interface DirectionChoiceProps {
  /** The lesson's id, or 'random' (cards of every lesson). */
  lesson: string;
  /** The lesson's languages, to name the directions; absent in Random. */
  languages?: { target: string; native: string };
  className?: string;
}

/**
 * How the lesson's cards are asked (decision 0051): target → native,
 * native → target, or listening first, remembered in this browser per
 * lesson. A native select: one small control, with the phone's own picker.
 */
export function DirectionChoice({ lesson, languages, className }: DirectionChoiceProps) {
  const { t } = useTranslation('study');
  const name = useLanguageName();
  const id = useId();
  const direction = useStudyDirection(lesson);
  const label = (d: StudyDirection) => {
    if (d === 'listening') return t('direction.listening');
    if (!languages)
      return t(d === 'target-native' ? 'direction.storyFirst' : 'direction.mineFirst');
    const [from, to] =
      d === 'target-native'
        ? [languages.target, languages.native]
        : [languages.native, languages.target];
    return t('direction.pair', { from: name(from), to: name(to) });
  };
  return (
    <div className={cn('inline-flex items-center gap-2 text-sm', className)}>
      <label htmlFor={id} className="font-semibold text-ink-muted">
        {t('direction.label')}
      </label>
      <select
        id={id}
        value={direction}
        onChange={(event) => {
          const chosen = studyDirections.find((d) => d === event.target.value);
          if (chosen) setStudyDirection(lesson, chosen);
        }}
        className="h-8 rounded-xl border border-line bg-surface px-2 font-semibold focus-visible:outline-2 focus-visible:outline-ring"
      >
        {studyDirections.map((d) => (
          <option key={d} value={d}>
            {label(d)}
          </option>
        ))}
      </select>
    </div>
  );
}
