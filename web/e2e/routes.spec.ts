import { expect, test } from './fixtures';

// Every route of product §3 and the heading a visitor sees there.
const routes: { path: string; heading: string; title: string }[] = [
  { path: '/', heading: 'Storyglot', title: 'Storyglot · Create. Share. Learn' },
  { path: '/stories', heading: 'My Stories', title: 'My Stories · Storyglot' },
  {
    path: '/stories?publicShare=share-1&autoAccept=true',
    heading: 'My Stories',
    title: 'My Stories · Storyglot',
  },
  { path: '/flashcards', heading: 'Flashcard Review', title: 'Flashcard Review · Storyglot' },
  { path: '/test', heading: 'Flashcard Test', title: 'Flashcard Test · Storyglot' },
  { path: '/missing', heading: 'Missing Word', title: 'Missing Word · Storyglot' },
  { path: '/order', heading: 'Get Credits', title: 'Get Credits · Storyglot' },
  { path: '/random', heading: 'Random Mode', title: 'Random Mode · Storyglot' },
  { path: '/slideshow', heading: 'Slideshow', title: 'Slideshow · Storyglot' },
  { path: '/reset-password', heading: 'Reset Password', title: 'Reset Password · Storyglot' },
  // A visitor: nothing is known of any payment, so nothing is claimed.
  { path: '/payment-success', heading: 'Your Payment', title: 'Your Payment · Storyglot' },
  { path: '/payment-canceled', heading: 'Payment Canceled', title: 'Payment Canceled · Storyglot' },
  { path: '/audio-fix', heading: 'Audio Fix', title: 'Audio Fix · Storyglot' },
  { path: '/privacy-policy', heading: 'Privacy policy', title: 'Privacy Policy · Storyglot' },
  { path: '/terms-of-service', heading: 'Terms of service', title: 'Terms of Service · Storyglot' },
  { path: '/map', heading: 'Map', title: 'Map · Storyglot' },
  {
    path: '/about',
    heading: 'Learn a language through the stories you love',
    title: 'About Us · Storyglot',
  },
  { path: '/contact', heading: 'Contact and support', title: 'Contact · Storyglot' },
  { path: '/leaderboards', heading: 'Leaderboards', title: 'Leaderboards · Storyglot' },
  { path: '/admin', heading: 'Admin', title: 'Admin · Storyglot' },
  { path: '/create-content', heading: 'Create Content', title: 'Create Content · Storyglot' },
  { path: '/content-history', heading: 'Content History', title: 'Content History · Storyglot' },
  {
    path: '/create-content/stories',
    heading: 'Admin Stories',
    title: 'Admin Stories · Storyglot',
  },
  // Not the shape of a share token: said at once, without asking the server.
  { path: '/shared/abc123', heading: 'This link does not work', title: 'Shared Story · Storyglot' },
  { path: '/library', heading: 'Curated stories', title: 'Curated stories · Storyglot' },
];

for (const route of routes) {
  test(`${route.path} renders its page without errors`, async ({ page, problems }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { name: route.heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Storyglot' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }),
    ).toBeVisible();
    // The footer shows the server's version from /api/v1/meta.
    await expect(page.getByRole('contentinfo').getByText(/^Version \S+/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}

test('the home page shows the product title and tagline', async ({ page, problems }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Storyglot' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Create. Share. Learn')).toBeVisible();
  expect(problems).toEqual([]);
});

test('links in the layout navigate between pages', async ({ page, problems }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact and support' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn a language through the stories you love' }),
  ).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Storyglot' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a new page starts at the top', async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  // The app resets the scroll 0, 50 and 200 ms after a navigation: scroll
  // until it stays down.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.body.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn a language through the stories you love' }),
  ).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(problems).toEqual([]);
});
