import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { FlashcardItem } from '@/features/flashcards/components/flashcard-item';
import type { Flashcard } from '@/lib/api/lesson-types';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { testCard } from '@/test/lesson-fixtures';

function renderCard(card: Flashcard, language: 'en' | 'es' = 'en') {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <FlashcardItem
            card={card}
            number={1}
            targetLanguage="es"
            nativeLanguage="en"
            storyId="st_1"
          />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('a card that lacks a part (decision 0042)', () => {
  it("says in the learner's language that the file store did not answer, and offers the audio again", async () => {
    renderCard(testCard({ problems: { speak: 'the file store did not answer' } }));
    expect(
      await screen.findByText('Audio failed: the file store did not answer'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Make the audio again' })).toHaveAttribute(
      'href',
      '/audio-fix?story=st_1',
    );
  });

  it('translates the reason too', async () => {
    renderCard(testCard({ problems: { speak: 'the file store did not answer' } }), 'es');
    expect(
      await screen.findByText('El audio falló: el almacén de archivos no respondió'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a hacer el audio' })).toBeInTheDocument();
  });

  it('offers nothing to remake when the language simply has no audio', async () => {
    renderCard(testCard({ problems: { speak: 'not available for this language pair' } }));
    expect(await screen.findByText('Audio not available for this language')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Make the audio again' })).not.toBeInTheDocument();
  });
});
