import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { inputClass, TextField } from '@/components/ui/text-field';
import { Failure } from '@/features/admin/console/paging';
import {
  useSaveCurated,
  type CuratedDraft,
  type CuratedVersion,
} from '@/features/admin/content/curated-api';
import { curatedBounds, curatedProblems } from '@/features/admin/content/curated-draft';
import { SelectField } from '@/features/admin/content/story-form';
import { ApiError } from '@/lib/api/client';

/**
 * The curated-story form: for a new story the language pair, then the title
 * and the text (an edit keeps the pair). Problems found here and by the
 * server are shown next to their field; a stale edit says so.
 */
export function CuratedForm({
  initial,
  languages,
  onSaved,
}: {
  initial: CuratedDraft;
  languages: { code: string; name: string }[];
  onSaved: (v: CuratedVersion) => void;
}) {
  const { t } = useTranslation('authoring');
  const save = useSaveCurated();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const textId = useId();
  const problems = curatedProblems(draft);
  const errorOf = (field: string, max?: number) => {
    const p = tried ? problems[field] : undefined;
    if (p === 'required') return t('form.required');
    if (p === 'tooLong') return t('form.tooLong', { max });
    if (p === 'same') return t('curated.samePair');
    return serverErrors[field];
  };
  const textError = errorOf('text', curatedBounds.text);
  const fieldProblem = save.error instanceof ApiError && save.error.problem?.fields;

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(problems).length > 0) return;
        setServerErrors({});
        save.mutate(draft, {
          onSuccess: onSaved,
          onError: (err) => {
            setServerErrors(err instanceof ApiError ? (err.problem?.fields ?? {}) : {});
          },
        });
      }}
    >
      {draft.id === '' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t('curated.target')}
            value={draft.targetLanguage}
            aria-invalid={errorOf('target') ? true : undefined}
            onChange={(e) => {
              setDraft({ ...draft, targetLanguage: e.target.value });
            }}
          >
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('curated.native')}
            value={draft.nativeLanguage}
            onChange={(e) => {
              setDraft({ ...draft, nativeLanguage: e.target.value });
            }}
          >
            {languages.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </SelectField>
          {errorOf('target') ? (
            <p className="text-xs font-medium text-danger sm:col-span-2">{errorOf('target')}</p>
          ) : null}
        </div>
      ) : null}
      <TextField
        label={t('form.title')}
        value={draft.title}
        maxLength={curatedBounds.title * 2}
        error={errorOf('title', curatedBounds.title)}
        onChange={(e) => {
          setDraft({ ...draft, title: e.target.value });
        }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium text-ink">
          {t('curated.text')}
        </label>
        <textarea
          id={textId}
          rows={8}
          value={draft.text}
          className={`${inputClass.replace('h-11', '')} min-h-40 py-2`}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${textId}-error` : undefined}
          onChange={(e) => {
            setDraft({ ...draft, text: e.target.value });
          }}
        />
        {textError ? (
          <p id={`${textId}-error`} className="text-xs font-medium text-danger">
            {textError}
          </p>
        ) : null}
      </div>
      {tried && Object.keys(problems).length > 0 ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('form.fixProblems')}
        </p>
      ) : null}
      {save.error && !fieldProblem ? <Failure error={save.error} /> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
