import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { testStory } from '@/test/lesson-fixtures';
import { json, mockApi } from '@/test/mock-api';
import { guestMe, renderApp, userMe } from '@/test/render';

const story = testStory({ title: 'El gato duerme.', content: 'El gato duerme.' });
const lesson = { story, flashcards: [] };

/** The lesson page as the story card opens a guest's first lesson. */
async function openFirstLesson(me = { ...guestMe, creditsToRestore: 15 }) {
  mockApi({ 'GET /api/v1/stories/st_1/flashcards': () => json(200, lesson) });
  const view = renderApp('/', { me });
  await view.router.navigate('/flashcards?story=st_1', { state: { saveYourStory: true } });
  return view;
}

describe("'Save Your Story' (product §4)", () => {
  it("asks a guest over their first lesson, with the credits they'd get back, once", async () => {
    const { user, router } = await openFirstLesson();
    const dialog = await screen.findByRole('dialog', { name: 'Save Your Story' });
    expect(dialog).toHaveTextContent('get back the 15 credits you spent');
    await user.click(within(dialog).getByRole('button', { name: 'Continue as Guest' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    // The flag left the history entry: the page stays, a reload would not ask again.
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.search).toBe('?story=st_1');
  });

  it('opens the register dialog for a guest who wants to keep it', async () => {
    const { user } = await openFirstLesson({ ...guestMe });
    const dialog = await screen.findByRole('dialog', { name: 'Save Your Story' });
    expect(dialog).toHaveTextContent(
      'Create a free account to keep it and study it on any device.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    const auth = await screen.findByRole('dialog', { name: 'Welcome Back' });
    expect(within(auth).getByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
  });

  it('never asks a signed-in learner', async () => {
    await openFirstLesson(userMe);
    expect(await screen.findByRole('heading', { level: 1, name: story.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Save Your Story' })).not.toBeInTheDocument();
  });
});
