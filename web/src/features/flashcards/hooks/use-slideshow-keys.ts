import { isControl } from '@/features/flashcards/utils/key-targets';
import { useStudyShortcuts } from '@/features/flashcards/hooks/use-study-shortcuts';

/** The keys as listed in the shortcuts dialog, with their `slideshow.` label keys. */
export const slideshowShortcuts = [
  ['Space · K', 'keyPlay'],
  ['← →', 'keyArrows'],
  ['V', 'keyVideo'],
  ['?', 'keyHelp'],
] as const;

interface SlideshowKeys {
  toggle: () => void;
  previous: () => void;
  next: () => void;
  toggleVideo: () => void;
  help: () => void;
}

/** The slideshow's keys: Space/K play or pause, ←/→ move, V the video, ? the list. */
export function useSlideshowKeys({ toggle, previous, next, toggleVideo, help }: SlideshowKeys) {
  useStudyShortcuts({
    '?': help,
    // Space on a button presses it.
    ' ': (event) => {
      if (isControl(event.target)) return false;
      toggle();
    },
    k: toggle,
    ArrowLeft: previous,
    ArrowRight: next,
    v: toggleVideo,
  });
}
