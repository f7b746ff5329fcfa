import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { useLesson, useNewestStoryId } from '@/features/flashcards/api/get-lesson';
import { useMe } from '@/lib/session/me';

/**
 * The lesson a mode page studies: the story in ?story=, or else the newest
 * one, whose id is put in the URL (replacing the entry) so the page can be
 * reloaded or shared.
 */
export function useModeLesson(path: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const storyId = params.get('story');
  const lesson = useLesson(storyId);
  const me = useMe();
  const hasSession = me.data !== undefined && me.data.mode !== 'visitor';
  const newest = useNewestStoryId(storyId === null && !me.isPending, hasSession);

  useEffect(() => {
    if (storyId === null && newest.data) {
      void navigate(`${path}?story=${encodeURIComponent(newest.data)}`, { replace: true });
    }
  }, [storyId, newest.data, navigate, path]);

  return { storyId, lesson, newest };
}
