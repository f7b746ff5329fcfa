import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { PointerEvent as ReactPointerEvent } from 'react';

/**
 * Drags with a mouse or pen once it has moved a few pixels, so a click still
 * clicks. Touch is left to the TouchSensor (press and hold), so a swipe over
 * the words still scrolls the page.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, options: PointerSensorOptions) => {
        if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return false;
        options.onActivation?.({ event });
        return true;
      },
    },
  ];
}

// Enter is left to the button (a word goes back to the bank); Space picks up
// and drops, like the sortable examples of dnd-kit.
const keyboardCodes = {
  start: ['Space'],
  cancel: ['Escape'],
  end: ['Space', 'Enter', 'Tab'],
};

/** How a word of the answer is picked up: mouse or pen, press and hold, or Space. */
export function useOrderSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes,
    }),
  );
}
