import { useRef, type PointerEvent } from 'react';

/** A horizontal swipe at least this long (px), and more across than down, moves a card. */
export const swipeDistance = 60;

/** Under this width (px) a swipe moves the card; wider, only a tap counts. */
const phoneWidth = 768;

interface CardSwipeOptions {
  /** A tap on the card itself (not on one of its controls); null: a tap does nothing. */
  onTap: (() => void) | null;
  /** A swipe: -1 to the previous card (rightwards), 1 to the next (leftwards). */
  onSwipe: (by: -1 | 1) => void;
}

/**
 * Touch (product §3: under 768 px): swipe left for the next card, right for the
 * previous one; a tap flips. Pointer events cover touch and pen alike; the
 * mouse clicks the buttons instead.
 */
export function useCardSwipe({ onTap, onSwipe }: CardSwipeOptions) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      const onControl =
        event.target instanceof Element &&
        event.target.closest('button, a, input, label, audio') !== null;
      if (onTap && !onControl && Math.abs(dx) < 10 && Math.abs(dy) < 10) {
        onTap();
        swallowNextClick();
        return;
      }
      if (window.innerWidth >= phoneWidth) return;
      if (Math.abs(dx) < swipeDistance || Math.abs(dx) < 2 * Math.abs(dy)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
  };
}

/**
 * The click a tap makes comes after its pointerup, on whatever is under the
 * finger once the card has turned: a word of the turned card (product §18)
 * would open. The tap did its work: that click is dropped.
 */
function swallowNextClick() {
  const swallow = (event: Event) => {
    event.stopPropagation();
    event.preventDefault();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  window.setTimeout(() => {
    window.removeEventListener('click', swallow, { capture: true });
  }, 400);
}
