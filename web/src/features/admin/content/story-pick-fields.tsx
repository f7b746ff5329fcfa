import { useTranslation } from 'react-i18next';

import { SelectField } from '@/features/admin/content/form-fields';
import { scenarios } from '@/features/admin/content/story-draft';
import { useStoryLabels } from '@/features/admin/content/story-labels';

interface StoryPickFieldsProps {
  languages: string[];
  language: string;
  slug: string;
  pick: (patch: Record<string, string>) => void;
}

/** Which quick story to write: its language and its scenario. */
export function StoryPickFields({ languages, language, slug, pick }: StoryPickFieldsProps) {
  const { t } = useTranslation('authoring');
  const labels = useStoryLabels();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={t('pick.language')}
        value={language}
        onChange={(e) => {
          pick({ language: e.target.value });
        }}
      >
        {languages.map((l) => (
          <option key={l} value={l}>
            {labels.languageName(l)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('pick.scenario')}
        value={slug}
        onChange={(e) => {
          pick({ slug: e.target.value });
        }}
      >
        {scenarios.map((s) => (
          <option key={s} value={s}>
            {labels.scenario(s)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
