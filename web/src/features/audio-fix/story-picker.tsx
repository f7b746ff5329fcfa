import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { TextField, inputClass } from '@/components/ui/text-field';
import { useMyLessons } from '@/features/audio-fix/audio-fix-api';

/** Which lesson to fix: one of the learner's finished lessons, or (for an admin) any by its id. */
export function StoryPicker({
  value,
  isAdmin,
  onChange,
}: {
  value: string;
  isAdmin: boolean;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('media');
  const stories = useMyLessons();
  const [typed, setTyped] = useState('');
  const done = (stories.data ?? []).filter((s) => s.status === 'completed');
  return (
    <div className="mt-8 grid gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="fix-story" className="text-sm font-medium">
          {t('audioFix.pick')}
        </label>
        <select
          id="fix-story"
          className={inputClass}
          value={done.some((s) => s.id === value) ? value : ''}
          onChange={(e) => {
            onChange(e.target.value);
          }}
        >
          <option value="">{t('audioFix.pickNone')}</option>
          {done.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title}
            </option>
          ))}
        </select>
      </div>
      {isAdmin ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            onChange(typed.trim());
          }}
        >
          <TextField
            className="flex-1"
            label={t('audioFix.adminStory')}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
            }}
          />
          <Button type="submit" variant="secondary">
            {t('audioFix.open')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
