import { signedInContext } from './accounts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { fitsPhone } from './layout';
import { grantAdmin } from './mail';

// Content authoring (product §16, decision 0022): an admin writes the Italian Kitchen story,
// edits it, restores the first version; a learner's quick story uses it.
// Italian Kitchen is not used by any other spec (the quick-story spec uses
// Spanish Coffee), so the edits never reach another test.
test.describe.configure({ timeout: 180_000 });
test.use({ navigationTimeout: 30_000 });
const seen = { timeout: 20_000 };

const sentences = [
  ['Marco apre il forno.', 'Marco opens the oven.', 'Marco abre el horno.'],
  ['Il pane è pronto.', 'The bread is ready.', 'El pan está listo.'],
  ['Marco sorride.', 'Marco smiles.', 'Marco sonríe.'],
];

test('an admin writes a story, edits it, restores the first version, and a learner gets it', async ({
  browser,
}) => {
  const boss = await signedInContext(browser, 'author', true);
  grantAdmin(boss.email);
  const page = boss.page;
  const mark = String(Date.now() % 100000);
  const first = `Il forno ${mark}`;

  // Write: version 1.
  await page.goto('/create-content?language=it&slug=kitchen');
  await expect(page.getByRole('heading', { name: 'Create Content' })).toBeVisible(seen);
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).not.toHaveValue('', seen);
  await fitsPhone(page);
  await page.getByRole('button', { name: 'Start from a blank page' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(first);
  await page.getByRole('textbox', { name: 'Title in English' }).fill(`The oven ${mark}`);
  await page.getByRole('textbox', { name: 'Title in Spanish' }).fill(`El horno ${mark}`);
  for (const [i, [it, en, es]] of sentences.entries()) {
    const n = String(i + 1);
    if (i > 0)
      await page.getByRole('button', { name: `Add a sentence after ${String(i)}` }).click();
    await page.getByRole('textbox', { name: `Text of sentence ${n}` }).fill(it ?? '');
    await page.getByRole('textbox', { name: `Sentence ${n} in English` }).fill(en ?? '');
    await page.getByRole('textbox', { name: `Sentence ${n} in Spanish` }).fill(es ?? '');
  }
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved as version \d+/ })).toBeVisible(
    seen,
  );
  const v1 = Number(
    /version (\d+)/.exec(
      (await page
        .getByRole('status')
        .filter({ hasText: /^Saved/ })
        .textContent()) ?? '',
    )?.[1],
  );

  // Edit: version 2.
  await expect(page.getByText(`Editing Version ${String(v1)} (Edited).`)).toBeVisible(seen);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Il forno caldo ${mark}`);
  await page
    .getByRole('textbox', { name: 'Sentence 1 in English' })
    .fill('Marco opens the hot oven.');
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText(`Saved as version ${String(v1 + 1)}.`)).toBeVisible(seen);

  // History: both versions; restore the first.
  await page.getByRole('link', { name: 'See its history' }).click();
  await expect(page.getByRole('heading', { name: 'Content History' })).toBeVisible(seen);
  const versions = page.getByRole('list', { name: 'Versions' });
  await expect(
    versions.getByRole('link', { name: new RegExp(`Version ${String(v1 + 1)}`) }),
  ).toContainText(`Il forno caldo ${mark}`);
  await expect(
    versions.getByRole('link', { name: new RegExp(`Version ${String(v1)} `) }),
  ).toContainText(first);
  await expect(
    page.getByRole('heading', { name: `Version ${String(v1 + 1)} beside Version ${String(v1)}` }),
  ).toBeVisible();
  await fitsPhone(page);
  await versions.getByRole('link', { name: new RegExp(`Version ${String(v1)} `) }).click();
  await expect(
    versions.getByRole('link', { name: new RegExp(`Version ${String(v1)} `) }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: `Restore Version ${String(v1)}` }).click();
  await expect(
    versions.getByRole('link', { name: new RegExp(`Restored from version ${String(v1)}`) }),
  ).toBeVisible(seen);
  // The same page on a desktop: the console's side navigation, still axe-clean.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(
    page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Content pages' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A learner's quick story for Italian is the restored first version.
  const learner = await signedInContext(browser, 'kitchen-learner', false);
  const quick = (await (
    await learner.page.request.get('/api/v1/quick-stories?target=it&native=en')
  ).json()) as { slug: string; title: string }[];
  expect(quick.find((q) => q.slug === 'kitchen')?.title).toBe(first);
  const opened = await learner.page.request.post('/api/v1/quick-stories/kitchen/lessons', {
    data: { targetLanguage: 'it', nativeLanguage: 'en' },
  });
  expect(opened.status()).toBe(201);
  const { storyId } = (await opened.json()) as { storyId: string };
  await expect
    .poll(
      async () =>
        (
          (await (await learner.page.request.get(`/api/v1/stories/${storyId}/status`)).json()) as {
            status: string;
          }
        ).status,
      { timeout: 120_000 },
    )
    .toBe('completed');
  const cards = (await (
    await learner.page.request.get(`/api/v1/stories/${storyId}/flashcards`)
  ).json()) as { flashcards: { kind: string; front: string; back: string }[] };
  const backs = cards.flashcards.filter((c) => c.kind === 'sentence').map((c) => c.back);
  expect(backs).toEqual(sentences.map((s) => s[1]));
});

test('a non-admin gets no content page and no content API', async ({ browser }) => {
  const { page } = await signedInContext(browser, 'content-nosy', true);
  await page.goto('/create-content/stories');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible(seen);
  await page.goto('/content-history');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible(seen);
  expect((await page.request.get('/api/v1/admin/content/stories')).status()).toBe(403);
  expect((await page.request.post('/api/v1/admin/content/stories', { data: {} })).status()).toBe(
    403,
  );
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await visitor.request.get('/api/v1/admin/content/history')).status()).toBe(401);
  await fitsPhone(page);
});
