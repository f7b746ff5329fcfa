import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { Lesson } from '@/features/flashcards/api/get-lesson';
import {
  maxTitleChars,
  tidyTitle,
  titleLength,
  useRenameLesson,
} from '@/features/flashcards/api/rename-lesson';
import { ApiError } from '@/lib/api/client';

interface RenameTitleFormProps {
  lesson: Lesson;
  /** The title being typed; null closes the form. */
  draft: string;
  onDraft: (draft: string | null) => void;
}

/** Renaming a lesson: 1–60 characters once tidied, saved on the server. */
export function RenameTitleForm({ lesson, draft, onDraft }: RenameTitleFormProps) {
  const { t: ts } = useTranslation('study');
  const { story } = lesson;
  const rename = useRenameLesson(lesson);
  const tidy = tidyTitle(draft);
  const invalid = tidy === '' || titleLength(tidy) > maxTitleChars;

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (invalid) return;
        rename.mutate(tidy, {
          onSuccess: () => {
            onDraft(null);
          },
        });
      }}
    >
      <TextField
        label={ts('lesson.titleLabel')}
        value={draft}
        lang={story.targetLanguage}
        autoFocus
        onChange={(event) => {
          onDraft(event.target.value);
        }}
        hint={ts('lesson.titleHint', { count: titleLength(tidy), max: maxTitleChars })}
        error={
          invalid
            ? ts('lesson.titleInvalid', { max: maxTitleChars })
            : rename.isError
              ? rename.error instanceof ApiError && rename.error.status < 500
                ? rename.error.message
                : ts('lesson.renameError')
              : undefined
        }
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={rename.isPending}>
          {ts('lesson.save')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            onDraft(null);
            rename.reset();
          }}
        >
          {ts('lesson.cancel')}
        </Button>
      </div>
    </form>
  );
}
