import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CardBack } from '@/components/card-back/card-back';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { usePublicStoryPreview } from '@/features/library/api/preview-public-story';
import type { PublicStory } from '@/features/library/api/list-public-stories';
import { problemText } from '@/lib/api/problem-text';

interface PublicStoryPreviewProps {
  story: PublicStory;
  /** The list's add (or study) action, repeated under the cards. */
  action: ReactNode;
}

/**
 * "Preview" on a curated story (product §11): its sentence cards, read-only,
 * each back for what it is, before the learner adds the lesson.
 */
export function PublicStoryPreview({ story, action }: PublicStoryPreviewProps) {
  const { t } = useTranslation('builtin');
  const { t: tCommon } = useTranslation();
  const [open, setOpen] = useState(false);
  const preview = usePublicStoryPreview(story.id, open);
  const sentences = preview.data?.flashcards.filter((c) => c.kind === 'sentence') ?? [];

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('library.preview')}
      </Button>
      <DialogContent className="sm:max-w-2xl">
        <DialogTitle lang={story.targetLanguage} className="pr-6 break-words">
          {story.title}
        </DialogTitle>
        <DialogDescription>{t('library.previewText')}</DialogDescription>
        {preview.isPending ? (
          <Spinner label={t('library.previewLoading')} className="py-10" />
        ) : preview.isError ? (
          <p role="alert" className="mt-6 text-danger">
            {
              problemText(tCommon, preview.error, {
                title: t('library.previewErrorTitle'),
                description: t('library.previewError'),
              }).description
            }
          </p>
        ) : (
          <ol className="mt-5 flex flex-col gap-3" aria-label={t('library.previewCards')}>
            {sentences.map((card) => (
              <li key={card.id} className="rounded-2xl border border-line p-4">
                <p lang={story.targetLanguage} className="font-semibold break-words">
                  {card.front}
                </p>
                <div className="mt-2">
                  <CardBack
                    card={card}
                    targetLanguage={story.targetLanguage}
                    nativeLanguage={story.nativeLanguage}
                  />
                </div>
              </li>
            ))}
          </ol>
        )}
        <div className="mt-6 flex justify-end">{action}</div>
      </DialogContent>
    </Dialog>
  );
}
