import { useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { inputClass, TextField } from '@/components/ui/text-field';
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
  const [tried, setTried] = useState(false);
  const problems = draftProblems(draft);
  const langs = translationLanguages(draft.language);
  const errorOf = (field: string, max: number) => {
    const p = tried ? problems[field] : undefined;
    if (p === 'required') return t('form.required');
    if (p === 'tooLong') return t('form.tooLong', { max });
    return serverErrors[field];
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(problems).length === 0) onSubmit(draft);
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
              <fieldset className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
                <legend className="px-1 text-sm font-semibold">{t('form.sentence', { n })}</legend>
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
      {tried && Object.keys(problems).length > 0 ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('form.fixProblems')}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}

const textAreaClass = `${inputClass.replace('h-11 ', '')} min-h-16 py-2`;

function TextArea({
  label,
  error,
  ...props
}: { label: string; error?: string | undefined } & Omit<ComponentProps<'textarea'>, 'id'>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        className={textAreaClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled select, one column wide on a phone. */
export function SelectField({
  label,
  children,
  ...props
}: { label: string } & Omit<ComponentProps<'select'>, 'id'>) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} className={inputClass} {...props}>
        {children}
      </select>
    </div>
  );
}
