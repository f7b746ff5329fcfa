import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { FormEnd, SelectField, TextArea } from '@/features/admin/content/form-fields';
import {
  addSentence,
  bounds,
  draftProblems,
  levels,
  removeSentence,
  setSentence,
  translationLanguages,
  type StoryDraft,
} from '@/features/admin/content/story-draft';
import { useStoryLabels } from '@/features/admin/content/story-labels';
import { useFieldErrors } from '@/features/admin/content/use-field-errors';
import { Card } from '@/components/ui/card';

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
        {draft.sentences.map((s, i) => {
          const n = i + 1;
          return (
            <li key={i}>
              <Card asChild className="p-4">
                <fieldset>
                  <legend className="px-1 text-sm font-semibold">
                    {t('form.sentence', { n })}
                  </legend>
                  <div className="flex flex-col gap-3">
                    <TextArea
                      label={t('form.sentenceText', { n })}
                      value={s.text}
                      error={errorOf(`sentences.${String(n)}.text`, bounds.sentence)}
                      onChange={(e) => {
                        onChange(setSentence(draft, i, { text: e.target.value }));
                      }}
                    />
                    {langs.map((l) => (
                      <TextArea
                        key={l}
                        label={t('form.sentenceIn', { n, language: languageName(l) })}
                        value={s.translations[l] ?? ''}
                        error={errorOf(
                          `sentences.${String(n)}.translations.${l}`,
                          bounds.translation,
                        )}
                        onChange={(e) => {
                          onChange(
                            setSentence(draft, i, { language: l, translation: e.target.value }),
                          );
                        }}
                      />
                    ))}
                    <div className="flex flex-wrap gap-2">
                      <Button
                        type="button"
                        variant="secondary"
                        disabled={draft.sentences.length >= bounds.sentences}
                        onClick={() => {
                          onChange(addSentence(draft, n));
                        }}
                      >
                        {t('form.addAfter', { n })}
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        disabled={draft.sentences.length <= 1}
                        onClick={() => {
                          onChange(removeSentence(draft, i));
                        }}
                      >
                        {t('form.remove', { n })}
                      </Button>
                    </div>
                  </div>
                </fieldset>
              </Card>
            </li>
          );
        })}
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
