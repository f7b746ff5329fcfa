import { useTranslation } from 'react-i18next';

import type { Idea } from '@/features/genie/wizard-model';

interface IdeaCardsProps {
  ideas: Idea[];
  selected: string | null;
  error: string | null;
  onSelect: (id: string) => void;
}

const difficultyClass: Record<string, string> = {
  Beginner: 'bg-brand-soft text-brand',
  Intermediate: 'bg-accent-soft text-accent',
  Advanced: 'bg-danger-soft text-danger',
};

/** Product §13: the 13 idea cards (title, difficulty tag, description); one is picked. */
export function IdeaCards({ ideas, selected, error, onSelect }: IdeaCardsProps) {
  const { t } = useTranslation('genie');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{t('ideas.pick')}</legend>
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      <div className="grid max-h-80 gap-2 overflow-y-auto sm:grid-cols-2">
        {ideas.map((idea) => (
          <label
            key={idea.id}
            className="flex cursor-pointer gap-3 rounded-2xl border border-line p-3 has-checked:border-brand has-checked:bg-brand-soft/50"
          >
            <input
              type="radio"
              name="genie-idea"
              value={idea.id}
              checked={selected === idea.id}
              onChange={() => {
                onSelect(idea.id);
              }}
              className="mt-1 size-4 shrink-0 accent-brand"
            />
            <span className="flex flex-col gap-1">
              <span className="font-semibold">{idea.title}</span>
              <span
                className={`self-start rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${difficultyClass[idea.difficulty] ?? 'bg-surface-muted'}`}
              >
                {t(`ideas.${idea.difficulty}`, { defaultValue: idea.difficulty })}
              </span>
              <span className="text-sm text-ink-muted">{idea.description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
