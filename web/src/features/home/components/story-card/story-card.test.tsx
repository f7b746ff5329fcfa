import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { guestMe, renderApp, testMeta, userMe } from '@/test/render';

const story = 'María va al mercado. Compra pan y fruta.';

async function renderCard(options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp('/', { me: guestMe, ...options });
  const text = await screen.findByRole('textbox', { name: 'Your story' });
  return { ...view, text };
}

/** English, Spanish and French to learn. */
const withFrench = {
  ...testMeta,
  learningLanguages: [
    { code: 'en', name: 'English', nativeName: 'English' },
    { code: 'es', name: 'Spanish', nativeName: 'Español' },
    { code: 'fr', name: 'French', nativeName: 'Français' },
  ],
};

/** A server whose AI provider can write stories. */
const withAI = { ...testMeta, aiStories: true };

describe('story card: your story', () => {
  it('counts characters and disables Generate while the text is blank', async () => {
    const { user, text } = await renderCard();
    const generate = screen.getByRole('button', { name: 'Generate Flashcards' });
    expect(generate).toBeDisabled();
    expect(screen.getByTestId('story-counter')).toHaveTextContent(
      '0 characters · 300 credits available',
    );
    await user.type(text, '   ');
    expect(generate).toBeDisabled();
    await user.type(text, 'Hola amigos');
    expect(screen.getByTestId('story-counter')).toHaveTextContent('11 characters');
    expect(generate).toBeEnabled();
  });

  it('shows the credit shortfall, turns the counter red and disables Generate', async () => {
    const { user, text } = await renderCard({ me: { ...guestMe, credits: 20 } });
    await user.click(text);
    await user.paste('Hola, me llamo Ana y vivo en Madrid.');
    expect(screen.getByText('Need 16 more credits')).toBeInTheDocument();
    expect(screen.getByTestId('story-counter')).toHaveClass('text-danger');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Generate Flashcards' })).toBeDisabled();
  });

  it("says the server's story limit and keeps a longer paste whole", async () => {
    const meta = { ...testMeta, limits: { storyChars: 40, minStoryChars: 13 } };
    mockApi({ 'GET /api/v1/meta': () => json(200, meta) });
    const { user, text } = await renderCard({ meta });
    const long = 'Hola, me llamo Ana y vivo en Madrid con mi gato.';
    await user.click(text);
    await user.paste(long);
    expect(text).toHaveValue(long); // nothing cut off silently
    const generate = screen.getByRole('button', { name: 'Generate Flashcards' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(
      `Please keep your story under 40 characters (${String(long.length - 40)} too many)`,
    );
    expect(screen.getByTestId('story-counter')).toHaveClass('text-danger');
  });

  it('never leaves Generate off without a visible reason', async () => {
    const { user, text } = await renderCard({ me: { ...guestMe, credits: 20 } });
    const generate = screen.getByRole('button', { name: 'Generate Flashcards' });
    expect(generate).toHaveAccessibleDescription(
      'Write or paste a story of at least 13 characters',
    );
    await user.click(text);
    await user.paste('Hola, me llamo Ana y vivo en Madrid.');
    expect(generate).toHaveAccessibleDescription('Need 16 more credits');
  });

  it("offers a guest short of credits the sign-up, with the server's exact credits back", async () => {
    const { user, text } = await renderCard({
      me: { ...guestMe, credits: 20, creditsToRestore: 280 },
    });
    expect(screen.queryByTestId('sign-up-offer')).not.toBeInTheDocument();
    await user.click(text);
    await user.paste('Hola, me llamo Ana y vivo en Madrid.');
    const offer = screen.getByTestId('sign-up-offer');
    expect(offer).toHaveTextContent('Not enough credits for this story');
    expect(offer).toHaveTextContent('the 280 credits you spent as a guest come back');
    await user.click(
      within(offer).getByRole('button', { name: 'Sign up and get 280 credits back' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('tab', { name: 'Register', selected: true }),
    ).toBeInTheDocument();
  });

  it('offers nothing of the kind to a user short of credits', async () => {
    const { user, text } = await renderCard({ me: { ...userMe, credits: 20 } });
    await user.click(text);
    await user.paste('Hola, me llamo Ana y vivo en Madrid.');
    expect(screen.getByText('Need 16 more credits')).toBeInTheDocument();
    expect(screen.queryByTestId('sign-up-offer')).not.toBeInTheDocument();
  });

  it('says a story under 13 characters is too short, without calling the server', async () => {
    const calls = mockApi({});
    const { user, text } = await renderCard();
    await user.type(text, 'Hola amigo');
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
    expect(await screen.findByText('Story Too Short')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please enter at least 13 characters for your story to generate flashcards.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/v1/stories')).toEqual([]);
  });

  it("shows the server's 'Not enough credits' in product §6's words", async () => {
    mockApi({
      'POST /api/v1/stories': () =>
        json(402, {
          status: 402,
          title: 'Not enough credits',
          detail: 'You need 40 credits but only have 12.',
        }),
    });
    const { user, text } = await renderCard();
    await user.click(text);
    await user.paste(story);
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
    expect(await screen.findByText('Not enough credits')).toBeInTheDocument();
    expect(screen.getByText('You need 40 credits but only have 12.')).toBeInTheDocument();
  });

  it('sends the story with the chosen languages, defaulting the target to Spanish', async () => {
    const calls = mockApi({
      'POST /api/v1/stories': () =>
        json(400, { status: 400, title: 'Story Too Short', detail: 'x' }),
    });
    const { user, text } = await renderCard({ meta: withFrench });
    await user.click(screen.getByRole('button', { name: /Language Settings/ }));
    expect(screen.getByLabelText('Target language')).toHaveValue('es');
    await user.selectOptions(screen.getByLabelText('Native language'), 'fr');
    expect(window.localStorage.getItem('preferredNativeLanguage')).toBe('fr');
    await user.click(text);
    await user.paste(`  ${story}  `);
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
    await waitFor(() => {
      expect(calls.find((c) => c.path === '/api/v1/stories')).toBeDefined();
    });
    expect(calls.find((c) => c.path === '/api/v1/stories')?.body).toEqual({
      content: story,
      nativeLanguage: 'fr',
      targetLanguage: 'es',
    });
  });

  it('offers to switch the target or generate anyway when the server finds another language', async () => {
    const wrong = {
      status: 422,
      title: 'Wrong Language',
      code: 'wrong_language',
      detectedLanguage: 'fr',
      detail: 'This text looks like fr, not es.',
    };
    const calls = mockApi({
      'POST /api/v1/stories': () => json(422, wrong),
    });
    const { user, text } = await renderCard({ meta: withFrench });
    await user.click(text);
    await user.paste('Marie entre dans un petit café et demande un croissant.');
    await user.click(screen.getByRole('button', { name: 'Generate Flashcards' }));
    const panel = await screen.findByTestId('language-mismatch');
    expect(panel).toHaveTextContent('No credits have been taken.');
    await user.click(within(panel).getByRole('button', { name: 'Generate anyway as Spanish' }));
    await user.click(
      await within(await screen.findByTestId('language-mismatch')).findByRole('button', {
        name: 'Switch target to French',
      }),
    );
    await waitFor(() => {
      expect(calls.filter((c) => c.path === '/api/v1/stories')).toHaveLength(3);
    });
    const bodies = calls.filter((c) => c.path === '/api/v1/stories').map((c) => c.body);
    expect(bodies[0]).not.toHaveProperty('anyLanguage');
    expect(bodies[1]).toMatchObject({ targetLanguage: 'es', anyLanguage: true });
    expect(bodies[2]).toMatchObject({ targetLanguage: 'fr' });
    expect(bodies[2]).not.toHaveProperty('anyLanguage');
    // Editing the text dismisses the question.
    await user.type(text, ' Merci.');
    expect(screen.queryByTestId('language-mismatch')).not.toBeInTheDocument();
  });

  it("opens the Genie with the story card's story and shows the tooltip until then", async () => {
    mockApi({
      'GET /api/v1/genie': () =>
        json(200, {
          available: true,
          wishesRemaining: 3,
          credits: 300,
          wishesRefreshed: false,
          promptSignup: false,
        }),
    });
    const { user, text } = await renderCard({ meta: withAI });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Click here for AI story help!');
    await user.click(text);
    await user.paste(story);
    await user.click(screen.getByRole('button', { name: 'Open the Genie' }));
    const genie = await screen.findByRole('dialog', { name: 'The Genie' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('genieTooltipSeen')).toBe('true');
    // Change Story starts from the story the card handed over.
    await user.click(within(genie).getByRole('button', { name: 'Change Story' }));
    expect(within(genie).getByLabelText('The story to modify')).toHaveValue(story);
  });

  it('points no hint at the Genie where the server has no AI to grant wishes', async () => {
    await renderCard();
    expect(screen.getByRole('button', { name: 'Open the Genie' })).toBeInTheDocument();
    // The tooltip would open after 700 ms: wait longer, then look.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.queryByText('Ask the Genie')).not.toBeInTheDocument();
  });

  it("remembers a user's dismissed arrow hint in the profile", async () => {
    const calls = mockApi({
      'PATCH /api/v1/me': () => json(200, { ...userMe, genieArrowDismissed: true }),
    });
    const { user } = await renderCard({ me: userMe, meta: withAI });
    await user.click(screen.getByRole('button', { name: 'Hide this hint' }));
    await waitFor(() => {
      expect(screen.queryByText('Ask the Genie')).not.toBeInTheDocument();
    });
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ genieArrowDismissed: true });
  });
});

describe('story card: AI story', () => {
  it('says plainly when the server has no AI provider, and disables the button', async () => {
    const { user } = await renderCard();
    await user.click(screen.getByRole('tab', { name: 'AI Story' }));
    expect(screen.getByRole('tab', { name: 'AI Story' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/No AI provider is configured on this server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Story' })).toBeDisabled();
  });

  it('writes a story, puts it in Your Story and switches tabs', async () => {
    const calls = mockApi({
      'POST /api/v1/ai/story': () => json(200, { story: 'Había una vez un gato.', credits: 299 }),
    });
    const { user } = await renderCard({ meta: { ...testMeta, aiStories: true } });
    await user.click(screen.getByRole('tab', { name: 'AI Story' }));
    const prompt = screen.getByRole('textbox', { name: 'What should the story be about?' });
    expect(prompt).toHaveAttribute('placeholder', expect.stringContaining('#47') as string);
    expect(screen.getByRole('button', { name: 'Generate Story' })).toBeDisabled();
    await user.type(prompt, 'un gato curioso #30');
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    expect(await screen.findByText('Story Generated! (1 credit used)')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Your Story' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Your story' })).toHaveValue(
      'Había una vez un gato.',
    );
    expect(calls.find((c) => c.path === '/api/v1/ai/story')?.body).toEqual({
      prompt: 'un gato curioso #30',
      targetLanguage: 'es',
    });
  });

  it('needs 1 credit', async () => {
    const calls = mockApi({});
    const { user } = await renderCard({
      me: { ...guestMe, credits: 0 },
      meta: { ...testMeta, aiStories: true },
    });
    await user.click(screen.getByRole('tab', { name: 'AI Story' }));
    expect(screen.getByText('Need 1 credit to generate AI story')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /story be about/ }), 'un perro');
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    const toast = await screen.findByText('Insufficient Credits');
    expect(
      within(toast.closest('li') ?? document.body).getByText(
        'You need 1 credit to generate an AI story.',
      ),
    ).toBeInTheDocument();
    // Only reads: what is due, and what a lesson of the pair gets.
    const reads = new Set(['/api/v1/study/due', '/api/v1/meta/offers']);
    expect(calls.filter((c) => !reads.has(c.path))).toEqual([]);
  });

  it('says the story could not be made when the AI fails', async () => {
    mockApi({
      'POST /api/v1/ai/story': () =>
        json(500, {
          status: 500,
          title: 'Error',
          detail: 'Failed to generate story. Please try again.',
        }),
    });
    const { user } = await renderCard({ meta: { ...testMeta, aiStories: true } });
    await user.click(screen.getByRole('tab', { name: 'AI Story' }));
    await user.type(screen.getByRole('textbox', { name: /story be about/ }), 'un perro');
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    expect(
      await screen.findByText('Failed to generate story. Please try again.'),
    ).toBeInTheDocument();
  });
});
