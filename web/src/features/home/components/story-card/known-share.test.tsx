import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { KnownShare } from '@/features/home/components/story-card/known-share';
import { renderWithProviders } from '@/features/home/components/story-card/test-wrapper';
import { json, mockApi } from '@/test/mock-api';

const share = {
  words: 40,
  known: 24,
  learning: 2,
  ignored: 0,
  percent: 62,
  newWords: ['mercado', 'mañana', 'compra', 'pan', 'queso', 'fruta', 'fresca', 'calle', 'perro'],
};

/** The story's text area with the line under it, as in the story form. */
function Typing({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <textarea
        aria-label="Your story"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
        }}
      />
      <KnownShare target="es" native="en" text={text} />
    </>
  );
}

function shareCalls(calls: { path: string }[]) {
  return calls.filter((c) => c.path === '/api/v1/words/share');
}

describe('the share of a story being typed that the learner knows', () => {
  it('asks once typing pauses, with the last text, and says the percent and the new words', async () => {
    const calls = mockApi({ 'POST /api/v1/words/share': () => json(200, share) });
    renderWithProviders(<Typing />);
    await userEvent.type(screen.getByLabelText('Your story'), 'María va al mercado.');
    const line = await screen.findByText('62 % of its words known · 14 new');
    expect(line).toBeInTheDocument();
    expect(shareCalls(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/v1/words/share',
        body: { targetLanguage: 'es', nativeLanguage: 'en', text: 'María va al mercado.' },
      },
    ]);
    // The first eight new words, in the story's language.
    const words = screen.getByText(/^mercado, mañana/);
    expect(words).toHaveTextContent('mercado, mañana, compra, pan, queso, fruta, fresca, calle');
    expect(words).toHaveAttribute('lang', 'es');
  });

  it('waits about 600 ms after the last keystroke before asking', async () => {
    const calls = mockApi({ 'POST /api/v1/words/share': () => json(200, share) });
    renderWithProviders(<Typing />);
    await userEvent.type(screen.getByLabelText('Your story'), 'María va');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shareCalls(calls)).toEqual([]);
    await waitFor(() => {
      expect(shareCalls(calls)).toHaveLength(1);
    });
  });

  it('says nothing and asks nothing while the text is empty', async () => {
    const calls = mockApi({ 'POST /api/v1/words/share': () => json(200, share) });
    renderWithProviders(<KnownShare target="es" native="en" text="   " />);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(shareCalls(calls)).toEqual([]);
    expect(screen.queryByTestId('known-share')).not.toBeInTheDocument();
  });

  it('asks nothing while a lesson is being started', async () => {
    const calls = mockApi({ 'POST /api/v1/words/share': () => json(200, share) });
    renderWithProviders(<KnownShare target="es" native="en" text="Hola" paused />);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(shareCalls(calls)).toEqual([]);
  });

  it('hides the line at once when the text is cleared', async () => {
    mockApi({ 'POST /api/v1/words/share': () => json(200, share) });
    renderWithProviders(<Typing initial="Hola" />);
    expect(await screen.findByTestId('known-share')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Your story'));
    expect(screen.queryByTestId('known-share')).not.toBeInTheDocument();
  });

  it('says quietly, not as an error, that the words could not be counted', async () => {
    mockApi({
      'POST /api/v1/words/share': () => json(500, { title: 'Internal Server Error', status: 500 }),
    });
    renderWithProviders(<KnownShare target="es" native="en" text="Hola" />);
    expect(await screen.findByText('Could not count the words you know')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a learner who knows none of its words how words become known, not a bare 0 %', async () => {
    mockApi({
      'POST /api/v1/words/share': () => json(200, { ...share, known: 0, learning: 0, percent: 0 }),
    });
    renderWithProviders(<KnownShare target="es" native="en" text="Hola" />);
    expect(await screen.findByText(/study its cards or mark it in the reader/)).toBeInTheDocument();
    expect(screen.queryByText(/% of its words known/)).not.toBeInTheDocument();
  });

  it('counts a word being learnt as not new', async () => {
    mockApi({
      'POST /api/v1/words/share': () =>
        json(200, { words: 5, known: 0, learning: 1, ignored: 1, percent: 0, newWords: ['sol'] }),
    });
    renderWithProviders(<KnownShare target="es" native="en" text="Hola" />);
    expect(await screen.findByText('0 % of its words known · 3 new')).toBeInTheDocument();
  });
});
