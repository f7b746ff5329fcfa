import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextArea } from '@/features/admin/content/form-fields';
import { addSentence, removeSentence, setSentence } from '@/features/admin/content/draft-sentences';
import {
  bounds,
  translationLanguages,
  type DraftSentence,
  type StoryDraft,
} from '@/features/admin/content/story-draft';
import { useStoryLabels } from '@/features/admin/content/story-labels';

interface SentenceFieldsetProps {
  draft: StoryDraft;
  sentence: DraftSentence;
  /** Which sentence of the draft, from 0. */
  index: number;
  onChange: (d: StoryDraft) => void;
  errorOf: (field: string, max?: number) => string | undefined;
}

/** One sentence of the story form: its text, its translations, and adding or removing one. */
export function SentenceFieldset({
  draft,
  sentence: s,
  index,
  onChange,
  errorOf,
}: SentenceFieldsetProps) {
  const { t } = useTranslation('authoring');
  const { languageName } = useStoryLabels();
  const langs = translationLanguages(draft.language);
  const n = index + 1;
  return (
    <Card asChild className="p-4">
      <fieldset>
        <legend className="px-1 text-sm font-semibold">{t('form.sentence', { n })}</legend>
        <div className="flex flex-col gap-3">
          <TextArea
            label={t('form.sentenceText', { n })}
            value={s.text}
            error={errorOf(`sentences.${String(n)}.text`, bounds.sentence)}
            onChange={(e) => {
              onChange(setSentence(draft, index, { text: e.target.value }));
            }}
          />
          {langs.map((l) => (
            <TextArea
              key={l}
              label={t('form.sentenceIn', { n, language: languageName(l) })}
              value={s.translations[l] ?? ''}
              error={errorOf(`sentences.${String(n)}.translations.${l}`, bounds.translation)}
              onChange={(e) => {
                onChange(setSentence(draft, index, { language: l, translation: e.target.value }));
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
                onChange(removeSentence(draft, index));
              }}
            >
              {t('form.remove', { n })}
            </Button>
          </div>
        </div>
      </fieldset>
    </Card>
  );
}
