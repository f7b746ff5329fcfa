import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCreateShare, useDeleteStory, type Share } from '@/features/stories/api/stories-api';
import type { StoryRowData } from '@/features/stories/components/story-row';
import { problemText } from '@/lib/api/problem-text';
import { removeGuestStory } from '@/lib/guest-stories';
import { toastError, toastSuccess } from '@/lib/toast';

/**
 * Deleting a lesson (after a confirmation; a local one leaves this browser)
 * and sharing one (a link made, then shown in a dialog). `onLocalRemoved`
 * tells the page the browser-kept list changed.
 */
export function useStoryActions(onLocalRemoved: () => void) {
  const { t } = useTranslation('stories');
  const { t: tc } = useTranslation();
  const deleteStory = useDeleteStory();
  const createShare = useCreateShare();
  const [deleting, setDeleting] = useState<StoryRowData | null>(null);
  const [sharing, setSharing] = useState<{ share: Share; title: string } | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    const { story, local } = deleting;
    try {
      if (!local) await deleteStory.mutateAsync(story.id);
      removeGuestStory(story.id);
      onLocalRemoved();
      toastSuccess(t('delete.doneTitle'), t('delete.done', { title: story.title }));
      setDeleting(null);
    } catch (error) {
      const text = problemText(tc, error, {
        title: t('delete.failedTitle'),
        description: t('delete.failed'),
      });
      toastError(text.title, text.description);
    }
  }

  async function share(row: StoryRowData) {
    try {
      const s = await createShare.mutateAsync(row.story.id);
      setSharing({ share: s, title: row.story.title });
    } catch (error) {
      const text = problemText(tc, error, {
        title: t('share.failedTitle'),
        description: t('share.failed'),
      });
      toastError(text.title, text.description);
    }
  }

  return {
    deleting,
    setDeleting,
    deleteBusy: deleteStory.isPending,
    confirmDelete,
    sharing,
    closeShare: () => {
      setSharing(null);
    },
    share,
  };
}
