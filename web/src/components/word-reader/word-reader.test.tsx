import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { MarkKnownButton } from '@/components/word-reader/mark-known-button';
import { TappableSentence } from '@/components/word-reader/tappable-sentence';
import type { ReaderSentence } from '@/components/word-reader/word-layout';
import { WordLegend } from '@/components/word-reader/word-legend';
import { WordReader } from '@/components/word-reader/word-reader';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { json, mockApi } from '@/test/mock-api';

const sentences: ReaderSentence[] = [
  {
    id: 'fc_1',
    front: 'Die Katze schläft.',
    glosses: [
      { text: 'Die', start: 0, end: 3, lemma: 'der', pos: 'det', gloss: 'the' },
      {
        text: 'Katze',
        start: 4,
        end: 9,
        lemma: 'Katze',
        pos: 'noun',
        gloss: 'cat',
        senses: ['cat', 'female cat'],
        source: 'freedict',
      },
      { text: 'schläft', start: 10, end: 17, lemma: 'schlafen', pos: 'verb', gloss: 'sleeps' },
    ],
  },
  {
    id: 'fc_2',
    front: 'Anna zählt 3.',
    glosses: [
      { text: 'Anna', start: 0, end: 4, pos: 'propn' },
      { text: 'zählt', start: 5, end: 10, lemma: 'zählen', pos: 'verb' },
      { text: '3', start: 11, end: 12, pos: 'num' },
    ],
  },
];

/** A server that keeps the statuses it is given. */
function mockWords(created = true) {
  const statuses = new Map<string, string>([['der', 'known']]);
  return mockApi({
    'GET /api/v1/stories/st_1/words': () => {
      const known = [...statuses.values()].filter((s) => s === 'known').length;
      return json(200, {
        language: 'de',
        words: [...statuses].map(([word, status]) => ({ word, status })),
        share: { words: 4, known, learning: 0, ignored: 0, percent: known * 25, newWords: [] },
      });
    },
    'PUT /api/v1/words': (call) => {
      const body = call.body as { word: string; status: string };
      statuses.set(body.word, body.status);
      return json(200, { language: 'de', ...body });
    },
    'PUT /api/v1/words/statuses': (call) => {
      const body = call.body as { words: string[]; status: string };
      for (const w of body.words) statuses.set(w, body.status);
      return json(200, { language: 'de', status: body.status, words: body.words });
    },
    'POST /api/v1/stories/st_1/word-cards': () =>
      json(created ? 201 : 200, { id: 'fc_9', kind: 'word', front: 'Katze' }),
  });
}

function renderReader(storyId: string | null = 'st_1') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <WordReader storyId={storyId} targetLanguage="de" nativeLanguage="en" sentences={sentences}>
          <WordLegend />
          <TappableSentence id="fc_1" />
          <TappableSentence id="fc_2" />
        </WordReader>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return user;
}

describe('WordReader', () => {
  it('marks each word by its status, in its name too, and says how much is known', async () => {
    mockWords();
    renderReader();
    expect(await screen.findByRole('button', { name: 'Katze, new word' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Die, known' })).toBeInTheDocument();
    // Names and numbers have no status.
    expect(screen.getByRole('button', { name: 'Anna' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(screen.getByTestId('known-share')).toHaveTextContent('25 % known · 3 new words');
    // The text between the words stays as written.
    expect(screen.getByText(/schläft/).closest('p')).toHaveTextContent(/^Die.*Katze.*schläft.*\.$/);
  });

  it('opens a tapped word with its senses ranked, and marks it known', async () => {
    const calls = mockWords();
    const user = renderReader();
    await user.click(await screen.findByRole('button', { name: 'Katze, new word' }));
    const sheet = await screen.findByRole('dialog', { name: 'Katze' });
    expect(within(sheet).getByText('noun')).toBeInTheDocument();
    const senses = within(sheet)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(senses).toEqual(['cat', 'female cat']);
    await user.click(within(sheet).getByRole('button', { name: 'Known' }));
    await waitFor(() => {
      expect(calls.filter((c) => c.method === 'PUT')).toEqual([
        {
          method: 'PUT',
          path: '/api/v1/words',
          body: { language: 'de', word: 'katze', status: 'known' },
        },
      ]);
    });
    expect(within(sheet).getByRole('button', { name: 'Known' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Katze, known' })).toHaveFocus();
  });

  it('makes a word a card with its sentence, and says whether it was one already', async () => {
    const calls = mockWords(false);
    const user = renderReader();
    await user.click(await screen.findByRole('button', { name: 'Katze, new word' }));
    const sheet = await screen.findByRole('dialog', { name: 'Katze' });
    expect(within(sheet).getByText('Free')).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Make it a card' }));
    expect(await within(sheet).findByText('Already a card in this lesson')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      text: 'Katze',
      lemma: 'Katze',
      pos: 'noun',
      gloss: 'cat',
      senses: ['cat', 'female cat'],
      source: 'freedict',
      sentence: 'Die Katze schläft.',
    });
  });

  it('says a word no dictionary knows, and that a name has no status', async () => {
    mockWords();
    const user = renderReader();
    await user.click(await screen.findByRole('button', { name: 'zählt, new word' }));
    expect(await screen.findByText('No dictionary here knows this word.')).toBeInTheDocument();
    expect(screen.getByText(/as written:/)).toHaveTextContent('as written: zählt');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Anna' }));
    const sheet = await screen.findByRole('dialog', { name: 'Anna' });
    expect(within(sheet).queryByRole('group')).not.toBeInTheDocument();
    expect(within(sheet).getByText(/have no status/)).toBeInTheDocument();
  });

  it('is one keyboard group: Tab enters at one word, arrows cross sentences, Enter opens', async () => {
    mockWords();
    const user = renderReader();
    await screen.findByRole('button', { name: 'Katze, new word' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Die, known' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '3' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'schläft, new word' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'schlafen' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'schläft, new word' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('button', { name: 'schläft, new word' })).toHaveFocus();
  });

  it('shows a lesson kept only in this browser without statuses or cards', async () => {
    const calls = mockWords();
    const user = renderReader(null);
    // No marks to explain.
    expect(screen.queryByText('Learning')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Katze' }));
    const sheet = await screen.findByRole('dialog', { name: 'Katze' });
    expect(within(sheet).queryByRole('button', { name: 'Make it a card' })).not.toBeInTheDocument();
    // Nothing of the lesson is asked for; only how the word sounds.
    expect(calls.filter((c) => c.path !== '/api/v1/words/pronunciation')).toEqual([]);
  });

  it('says how a tapped word sounds, and plays it alone', async () => {
    mockApi({
      'GET /api/v1/stories/st_1/words': () =>
        json(200, {
          language: 'de',
          words: [],
          share: { words: 3, known: 0, learning: 0, ignored: 0, percent: 0, newWords: [] },
        }),
      'GET /api/v1/words/pronunciation': (call) =>
        json(200, {
          pronunciation: call.query.get('word') === 'Katze' ? '/ˈkat͡sə/' : '',
          audioUrl: `/api/v1/words/audio?language=de&word=${call.query.get('word') ?? ''}`,
        }),
    });
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <QueryClientProvider client={createQueryClient()}>
          <WordReader
            storyId="st_1"
            targetLanguage="de"
            nativeLanguage="en"
            sentences={sentences}
            playAudio={(src, label) => <a href={src}>{label}</a>}
          >
            <TappableSentence id="fc_1" />
          </WordReader>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /^Katze/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Katze' });
    expect(await within(sheet).findByTestId('word-pronunciation')).toHaveTextContent('/ˈkat͡sə/');
    expect(within(sheet).getByRole('link', { name: 'Play “Katze”' })).toHaveAttribute(
      'href',
      '/api/v1/words/audio?language=de&word=Katze',
    );
  });
});

describe('MarkKnownButton', () => {
  it('marks every word still new known, in one request, and says how many', async () => {
    const calls = mockWords();
    const queryClient = createQueryClient();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <QueryClientProvider client={queryClient}>
          <WordReader storyId="st_1" targetLanguage="de" nativeLanguage="en" sentences={sentences}>
            <TappableSentence id="fc_1" />
            <TappableSentence id="fc_2" />
            <MarkKnownButton />
          </WordReader>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Mark the 3 new words known' }));
    expect(await screen.findByText('3 words marked known')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { language: 'de', words: ['katze', 'schlafen', 'zählen'], status: 'known' },
    ]);
    expect(screen.getByRole('button', { name: 'Katze, known' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark the/ })).not.toBeInTheDocument();
  });
});
