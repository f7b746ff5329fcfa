import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';

interface ChoiceGridProps {
  choices: string[];
  /** Accessible name of the group. */
  label: string;
  lang: string;
  isRight: (choice: string) => boolean;
  /** The question is answered: the right choice and the one picked are marked. */
  answered: boolean;
  picked?: string | undefined;
  /** Choices ruled out by a wrong first try. */
  eliminated?: string[];
  onPick: (choice: string) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The multiple-choice answers of Test and Missing: one button per choice,
 * keys 1–4 shown only where a keyboard is used (a fine pointer), and once
 * answered ✓ and ✗ with words, never colour alone.
 */
export function ChoiceGrid({
  choices,
  label,
  lang,
  isRight,
  answered,
  picked,
  eliminated = [],
  onPick,
  ref,
}: ChoiceGridProps) {
  const { t } = useTranslation('study');
  return (
    <div ref={ref} role="group" aria-label={label} className="mt-5 grid gap-2 sm:grid-cols-2">
      {choices.map((choice, i) => {
        const right = isRight(choice);
        const ruledOut = eliminated.includes(choice) || (answered && picked === choice);
        const mark = answered && right ? 'right' : ruledOut && !right ? 'wrong' : null;
        return (
          <button
            key={choice}
            type="button"
            lang={lang}
            aria-keyshortcuts={String(i + 1)}
            disabled={answered || eliminated.includes(choice)}
            onClick={() => {
              onPick(choice);
            }}
            className={cn(
              'flex min-h-12 min-w-0 items-center gap-3 rounded-xl border border-line px-4 py-3 text-left break-words transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-default',
              mark === 'right' && 'border-success bg-success-soft',
              mark === 'wrong' && 'border-danger text-danger line-through',
            )}
          >
            <kbd
              aria-hidden="true"
              className="hidden font-mono text-xs text-ink-muted pointer-fine:inline"
            >
              {i + 1}
            </kbd>
            <span className="min-w-0 flex-1">{choice}</span>
            {mark && (
              <span className="shrink-0 font-semibold no-underline" data-mark={mark}>
                <span aria-hidden="true">{mark === 'right' ? '✓' : '✗'}</span>
                <span className="sr-only">
                  {mark === 'right' ? t('choice.right') : t('choice.wrong')}
                </span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
