import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { InlineSpinner } from '@/components/ui/spinner';
import { useGenerateAiStory } from '@/features/home/api/generate-ai-story';
import { lessonProblem } from '@/features/home/utils/problem-messages';
import { toast, toastError } from '@/lib/toast';

interface AiStoryTabProps {
  /** Whether the server has an AI provider (meta.aiStories). */
  available: boolean;
  credits: number;
  targetLanguage: string;
  /** A story was written: it goes into 'Your Story'. */
  onStory: (story: string) => void;
}

/** The 'AI Story' tab (product §5, §6): a prompt, 1 credit per story. */
export function AiStoryTab({ available, credits, targetLanguage, onStory }: AiStoryTabProps) {
  const { t } = useTranslation('lesson');
  const promptId = useId();
  const noteId = useId();
  const [prompt, setPrompt] = useState('');
  const generate = useGenerateAiStory();

  function submit() {
    if (credits < 1) {
      toastError(t('messages.insufficientCreditsTitle'), t('messages.insufficientCredits'));
      return;
    }
    if (!prompt.trim()) return;
    generate.mutate(
      { prompt: prompt.trim(), targetLanguage },
      {
        onSuccess: ({ story }) => {
          toast.success(t('ai.successTitle'), { description: t('ai.successText') });
          onStory(story);
        },
        onError: (error) => {
          const message = lessonProblem(t, error, {
            title: t('messages.errorTitle'),
            description: t('messages.aiFailed'),
          });
          toastError(message.title, message.description);
        },
      },
    );
  }

  const noCredit = credits < 1;
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={promptId} className="text-sm font-medium">
        {t('ai.promptLabel')}
      </label>
      <textarea
        id={promptId}
        value={prompt}
        onChange={(e) => {
          setPrompt(e.target.value);
        }}
        disabled={!available || generate.isPending}
        maxLength={2000}
        rows={5}
        aria-describedby={noteId}
        placeholder={t('ai.promptPlaceholder')}
        className="min-h-40 w-full resize-y rounded-2xl border border-line bg-surface p-4 text-base leading-relaxed focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60"
      />
      <p
        id={noteId}
        className={`text-sm ${!available || noCredit ? 'text-danger' : 'text-ink-muted'}`}
      >
        {!available ? t('ai.unavailable') : noCredit ? t('ai.needCredit') : t('ai.cost')}
      </p>
      <Button
        type="submit"
        size="lg"
        disabled={!available || !prompt.trim() || generate.isPending}
        aria-busy={generate.isPending}
        aria-describedby={noteId}
      >
        {generate.isPending && <InlineSpinner />}
        {generate.isPending ? t('ai.generating') : t('ai.generate')}
      </Button>
    </form>
  );
}
