import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/text-field';
import { draftProblems } from '@/features/admin/content/draft-problems';
import { FormEnd, SelectField } from '@/features/admin/content/form-fields';
import { SentenceFieldset } from '@/features/admin/content/sentence-fieldset';
import {
  bounds,
  levels,
  translationLanguages,
  type StoryDraft,
} from '@/features/admin/content/story-draft';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { useFieldErrors } from '@/features/admin/content/use-field-errors';

/**
 * The quick-story form: level, title and its translations, then one block
 * per sentence (the text exactly as lessons cut it, and our translations),
 * and an optional note on why. Problems found here and by the server are
 * shown next to their field.
 */
export function StoryForm({
  draft,
  onChange,
  onSubmit,
  serverErrors,
  pending,
}: {
  draft: StoryDraft;
  onChange: (d: StoryDraft) => void;
  onSubmit: (d: StoryDraft) => void;
  serverErrors: Record<string, string>;
  pending: boolean;
}) {
  const { t } = useTranslation('authoring');
  const { languageName } = useStoryLabels();
  const { errorOf, submit, showFix } = useFieldErrors(draftProblems(draft), serverErrors);
  const langs = translationLanguages(draft.language);

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (submit()) onSubmit(draft);
      }}
    >
      <SelectField
        label={t('form.level')}
        value={draft.level}
        onChange={(e) => {
          onChange({ ...draft, level: e.target.value });
        }}
      >
        {levels.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('form.title')}
        value={draft.title}
        maxLength={bounds.title * 2}
        error={errorOf('title', bounds.title)}
        onChange={(e) => {
          onChange({ ...draft, title: e.target.value });
        }}
      />
      {langs.map((l) => (
        <TextField
          key={l}
          label={t('form.titleIn', { language: languageName(l) })}
          value={draft.titleTranslations[l] ?? ''}
          error={errorOf(`titleTranslations.${l}`, bounds.title)}
          onChange={(e) => {
            onChange({
              ...draft,
              titleTranslations: { ...draft.titleTranslations, [l]: e.target.value },
            });
          }}
        />
      ))}
      <p className="text-sm text-ink-muted">{t('form.sentencesHint')}</p>
      <ol className="flex flex-col gap-4">
        {draft.sentences.map((s, i) => (
          <li key={i}>
            <SentenceFieldset
              draft={draft}
              sentence={s}
              index={i}
              onChange={onChange}
              errorOf={errorOf}
            />
          </li>
        ))}
      </ol>
      {serverErrors.sentences ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {serverErrors.sentences}
        </p>
      ) : null}
      <TextField
        label={t('form.note')}
        hint={t('form.noteHint')}
        value={draft.note}
        error={errorOf('note', bounds.note)}
        onChange={(e) => {
          onChange({ ...draft, note: e.target.value });
        }}
      />
      <FormEnd showFix={showFix} pending={pending} />
    </form>
  );
}
