import type { SlideSource, SlideStep } from '@/features/flashcards/utils/slide-timing';

export interface SlideshowState {
  /** The card shown; equal to the card count once the slideshow has finished. */
  index: number;
  step: SlideStep;
  playing: boolean;
  /** The sources that failed on the shown card (they are skipped). */
  failed: SlideSource[];
  /** Bumped whenever a card starts over (restart, previous/next to the same card). */
  epoch: number;
}

export type SlideshowAction =
  | { type: 'toggle' }
  | { type: 'pause' }
  | { type: 'restart' }
  | { type: 'go'; index: number }
  | { type: 'move'; by: 1 | -1 }
  | { type: 'advance'; index: number; step: SlideStep; epoch: number }
  | { type: 'fail'; index: number; source: SlideSource };

export const initialSlideshow: SlideshowState = {
  index: 0,
  step: 'listen',
  playing: false,
  failed: [],
  epoch: 0,
};

/** The pure step machine of a slideshow of `count` cards. */
export function slideshowReducer(
  state: SlideshowState,
  action: SlideshowAction,
  count: number,
): SlideshowState {
  const done = state.index >= count;
  switch (action.type) {
    case 'toggle':
      if (count === 0) return state;
      if (done) return slideshowReducer(state, { type: 'restart' }, count);
      return { ...state, playing: !state.playing };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'restart':
      if (count === 0) return state;
      return { ...initialSlideshow, playing: true, epoch: state.epoch + 1 };
    case 'go': {
      const index = Math.max(0, Math.min(count, action.index));
      return {
        index,
        step: 'listen',
        failed: [],
        epoch: state.epoch + 1,
        playing: index < count && state.playing,
      };
    }
    case 'move':
      // Previous from the finished state comes back to the last card.
      return slideshowReducer(
        state,
        { type: 'go', index: done && action.by < 0 ? count - 1 : state.index + action.by },
        count,
      );
    case 'advance': {
      // A stale timer or 'ended' of a step already left changes nothing.
      if (
        done ||
        action.index !== state.index ||
        action.step !== state.step ||
        action.epoch !== state.epoch
      ) {
        return state;
      }
      if (state.step === 'listen') return { ...state, step: 'think' };
      if (state.step === 'think') return { ...state, step: 'back' };
      const index = state.index + 1;
      return {
        ...state,
        index,
        step: 'listen',
        failed: [],
        playing: index < count && state.playing,
      };
    }
    case 'fail':
      if (action.index !== state.index || state.failed.includes(action.source)) return state;
      return { ...state, failed: [...state.failed, action.source] };
  }
}
