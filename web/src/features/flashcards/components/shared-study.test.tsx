import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { reshuffle, type Puzzle } from '@/features/flashcards/utils/order-words';
import { tilesFor } from '@/features/flashcards/utils/word-tiles';
import { TypedAnswerForm } from '@/features/flashcards/components/typed-answer-form';
import { useRound } from '@/features/flashcards/hooks/use-round';
import { useStudyShortcuts } from '@/features/flashcards/hooks/use-study-shortcuts';
import type { Flashcard } from '@/lib/api/lesson-types';

describe('useRound', () => {
  it('walks the questions, counts first tries only, and restarts with a new seed', () => {
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValueOnce(0.25).mockReturnValueOnce(0.75);
    const { result } = renderHook(() => useRound<string>(['a', 'b', 'c']));
    const firstSeed = result.current.seed;
    expect(result.current.current).toBe('a');
    expect(result.current.last).toBe(false);

    act(() => {
      result.current.record('a', true, 'key-a');
      result.current.next();
    });
    act(() => {
      result.current.record('b', false, undefined);
      result.current.next();
    });
    expect(result.current.last).toBe(true);
    act(() => {
      result.current.record('c', true, 'key-c');
      result.current.next();
    });
    expect(result.current.done).toBe(true);
    expect(result.current.current).toBeUndefined();
    expect(result.current.score).toBe(2);
    expect(result.current.missed).toEqual(['b']);

    // Undo after the end: the last question is asked again, without its outcome.
    act(() => {
      result.current.unrecord();
    });
    expect(result.current.current).toBe('c');
    expect(result.current.results.map((r) => r.key)).toEqual(['key-a', undefined]);
    act(() => {
      result.current.record('c', true, 'key-c2');
      result.current.next();
    });

    act(() => {
      result.current.restart(result.current.missed);
    });
    expect(result.current.items).toEqual(['b']);
    expect(result.current.index).toBe(0);
    expect(result.current.results).toEqual([]);
    expect(result.current.seed).not.toBe(firstSeed);
  });

  it('keeps a detail per answer and times the question', () => {
    const { result } = renderHook(() => useRound<string, number>(['x']));
    act(() => {
      result.current.record('x', false, 'key-x', 7);
    });
    expect(result.current.results[0]?.detail).toBe(7);
    expect(result.current.results[0]?.key).toBe('key-x');
    expect(result.current.elapsed()).toBeGreaterThanOrEqual(0);
  });
});

describe('useStudyShortcuts', () => {
  function Harness({ onP, onEnter }: { onP: () => void; onEnter: () => unknown }) {
    useStudyShortcuts({ p: onP, Enter: onEnter });
    return (
      <>
        <input aria-label="field" />
        <button type="button">b</button>
      </>
    );
  }

  it('maps keys in either case, prevents what it handles, and ignores typing and dialogs', () => {
    const onP = vi.fn();
    const onEnter = vi.fn(() => false);
    render(<Harness onP={onP} onEnter={onEnter} />);

    const p = new KeyboardEvent('keydown', { key: 'P', bubbles: true, cancelable: true });
    document.body.dispatchEvent(p);
    expect(onP).toHaveBeenCalledTimes(1);
    expect(p.defaultPrevented).toBe(true);

    // A handler returning false leaves the key to the browser.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    document.body.dispatchEvent(enter);
    expect(onEnter).toHaveBeenCalledTimes(1);
    expect(enter.defaultPrevented).toBe(false);

    // Typing in a field, a modifier, or an open dialog: not a shortcut.
    fireEvent.keyDown(screen.getByLabelText('field'), { key: 'p' });
    fireEvent.keyDown(document.body, { key: 'p', ctrlKey: true });
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'p' });
    dialog.remove();
    expect(onP).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(screen.getByRole('button', { name: 'b' }), { key: 'p' });
    expect(onP).toHaveBeenCalledTimes(2);
  });
});

describe('TypedAnswerForm', () => {
  function Harness({
    expected,
    onAnswer,
    onNext,
    answered = false,
  }: {
    expected: string;
    onAnswer: (verdict: string, typed: string) => void;
    onNext: () => void;
    answered?: boolean;
  }) {
    const [value, setValue] = useState('');
    return (
      <TypedAnswerForm
        value={value}
        onChange={setValue}
        expected={expected}
        answered={answered}
        lang="ru"
        label="Type the word"
        checkLabel="Check"
        onAnswer={onAnswer}
        onNext={onNext}
      />
    );
  }

  it('grades with the server rule: accents are optional, й is not и, a typo is close', () => {
    const onAnswer = vi.fn();
    const onNext = vi.fn();
    const { unmount } = render(<Harness expected="мой" onAnswer={onAnswer} onNext={onNext} />);
    const field = screen.getByRole('textbox', { name: 'Type the word' });
    // Nothing typed: nothing checked.
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'мои' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onAnswer).toHaveBeenLastCalledWith('wrong', 'мои');
    fireEvent.change(field, { target: { value: ' Мой! ' } });
    fireEvent.submit(field);
    expect(onAnswer).toHaveBeenLastCalledWith('right', ' Мой! ');
    unmount();

    render(<Harness expected="mercado" onAnswer={onAnswer} onNext={onNext} />);
    const again = screen.getByRole('textbox', { name: 'Type the word' });
    fireEvent.change(again, { target: { value: 'Mércado' } });
    fireEvent.submit(again);
    expect(onAnswer).toHaveBeenLastCalledWith('right', 'Mércado');
    fireEvent.change(again, { target: { value: 'mercato' } });
    fireEvent.submit(again);
    expect(onAnswer).toHaveBeenLastCalledWith('close', 'mercato');
    expect(onNext).not.toHaveBeenCalled();
  });

  it('once answered is read-only, and Enter goes on', () => {
    const onAnswer = vi.fn();
    const onNext = vi.fn();
    render(<Harness expected="casa" onAnswer={onAnswer} onNext={onNext} answered />);
    const field = screen.getByRole('textbox', { name: 'Type the word' });
    expect(field).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
    fireEvent.submit(field);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onAnswer).not.toHaveBeenCalled();
  });
});

describe('Order tiles each round', () => {
  it('come in a new order on a new round, never the right one', () => {
    const card = { id: 'fc_1', front: 'María va al mercado con su madre.' } as Flashcard;
    const solution = tilesFor(card.front, 'es');
    const puzzle: Puzzle = { card, solution, shuffled: solution };
    const right = solution.map((t) => t.text).join(' ');
    const orders = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const order = reshuffle(puzzle, seed)
        .map((t) => t.text)
        .join(' ');
      expect(order).not.toBe(right);
      // Stable within a round.
      expect(
        reshuffle(puzzle, seed)
          .map((t) => t.text)
          .join(' '),
      ).toBe(order);
      orders.add(order);
    }
    expect(orders.size).toBeGreaterThan(1);
    // Two words: the only other order, every time.
    const two = tilesFor('Hola amigo', 'es');
    const pair: Puzzle = { card: { ...card, front: 'Hola amigo' }, solution: two, shuffled: two };
    for (const seed of ['a', 'b', 'c']) {
      expect(reshuffle(pair, seed).map((t) => t.text)).toEqual(['amigo', 'Hola']);
    }
  });
});
