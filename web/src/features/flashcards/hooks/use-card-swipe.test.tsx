import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useCardSwipe } from '@/features/flashcards/hooks/use-card-swipe';

function Card({ onWord }: { onWord: () => void }) {
  const [flipped, setFlipped] = useState(false);
  const swipe = useCardSwipe({
    onTap: flipped
      ? null
      : () => {
          setFlipped(true);
        },
    onSwipe: () => undefined,
  });
  return (
    <div data-testid="card" {...swipe}>
      {flipped ? <button onClick={onWord}>Katze</button> : <p>Katze</p>}
    </div>
  );
}

describe('useCardSwipe', () => {
  it('turns the card on a tap, and that tap’s click opens nothing the turned card shows', () => {
    const onWord = vi.fn();
    render(<Card onWord={onWord} />);
    const text = screen.getByText('Katze');
    fireEvent.pointerDown(text, { pointerType: 'touch', clientX: 5, clientY: 5 });
    fireEvent.pointerUp(text, { pointerType: 'touch', clientX: 5, clientY: 5 });
    const word = screen.getByRole('button', { name: 'Katze' });
    fireEvent.click(word); // the tap's own click, landing on the word now under the finger
    expect(onWord).not.toHaveBeenCalled();
    fireEvent.click(word); // a tap of its own
    expect(onWord).toHaveBeenCalledTimes(1);
  });
});
