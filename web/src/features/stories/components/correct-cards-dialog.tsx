import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { inputClass } from '@/components/ui/text-field';
import { useEditCard, useStoryCards } from '@/features/stories/api/stories-api';
import { problemText } from '@/lib/api/problem-text';
import type { Flashcard } from '@/lib/api/lesson-types';
import { cn } from '@/lib/cn';
import { toastError } from '@/lib/toast';

interface CorrectCardsDialogProps {
  story: { id: string; title: string } | null;
  onClose: () => void;
}

/**
 * Correct a lesson's translations (the offline engine's drafts are sometimes
 * wrong): each saved card is marked edited and never overwritten.
 */
export function CorrectCardsDialog({ story, onClose }: CorrectCardsDialogProps) {
  const { t } = useTranslation('stories');
  const cards = useStoryCards(story?.id ?? null);
  return (
    <Dialog
      open={story !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t('correct.title')}</DialogTitle>
        <DialogDescription>
          {t('correct.description', { title: story?.title ?? '' })}
        </DialogDescription>
        {cards.isPending ? (
          <Spinner label={t('loading')} className="py-10" />
        ) : cards.isError ? (
          <p role="alert" className="mt-5 text-danger">
            {t('correct.loadFailed')}
          </p>
        ) : (
          <ol className="mt-5 flex flex-col gap-4">
            {cards.data.flashcards.map((card) => (
              <CardEditor key={card.id} card={card} />
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CardEditor({ card }: { card: Flashcard }) {
  const { t } = useTranslation('stories');
  const { t: tc } = useTranslation();
  const edit = useEditCard();
  const [back, setBack] = useState(card.back);
  const [edited, setEdited] = useState(card.edited ?? false);
  const id = `card-${card.id}`;
  const changed = back.trim() !== card.back && back.trim() !== '';

  async function save() {
    try {
      const saved = await edit.mutateAsync({ id: card.id, back });
      setBack(saved.back);
      setEdited(true);
    } catch (error) {
      const text = problemText(tc, error, {
        title: t('correct.failedTitle'),
        description: t('correct.failed'),
      });
      toastError(text.title, text.description);
    }
  }

  return (
    <li className="rounded-2xl border border-line p-3">
      <label htmlFor={id} className="block font-medium break-words">
        {card.front}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          value={back}
          maxLength={2000}
          className={cn(inputClass, 'flex-1')}
          onChange={(e) => {
            setBack(e.target.value);
          }}
        />
        <Button
          variant="secondary"
          disabled={!changed || edit.isPending}
          onClick={() => void save()}
        >
          {t('correct.save')}
        </Button>
      </div>
      <p role="status" className="mt-1 min-h-4 text-xs font-semibold text-brand">
        {edited ? t('edited') : ''}
      </p>
    </li>
  );
}
