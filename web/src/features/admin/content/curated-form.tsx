import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '@/components/ui/text-field';
import { Failure } from '@/features/admin/console/paging';
import {
  useSaveCurated,
  type CuratedDraft,
  type CuratedVersion,
} from '@/features/admin/content/curated-api';
import { curatedBounds, curatedProblems } from '@/features/admin/content/curated-draft';
import { FormEnd, SelectField, TextArea } from '@/features/admin/content/form-fields';
import { useFieldErrors } from '@/features/admin/content/use-field-errors';
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
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { errorOf, submit, showFix } = useFieldErrors(curatedProblems(draft), serverErrors);
  const languageOptions = languages.map((l) => (
    <option key={l.code} value={l.code}>
      {l.name}
    </option>
  ));
  const fieldProblem = save.error instanceof ApiError && save.error.problem?.fields;

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (!submit()) return;
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
            {languageOptions}
          </SelectField>
          <SelectField
            label={t('curated.native')}
            value={draft.nativeLanguage}
            onChange={(e) => {
              setDraft({ ...draft, nativeLanguage: e.target.value });
            }}
          >
            {languageOptions}
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
      <TextArea
        tall
        label={t('curated.text')}
        value={draft.text}
        error={errorOf('text', curatedBounds.text)}
        onChange={(e) => {
          setDraft({ ...draft, text: e.target.value });
        }}
      />
      <FormEnd
        showFix={showFix}
        pending={save.isPending}
        failure={save.error && !fieldProblem ? <Failure error={save.error} /> : null}
      />
    </form>
  );
}
