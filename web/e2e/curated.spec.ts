import { signedInContext } from './accounts';
import { expect, test } from './fixtures';
import { fitsPhone } from './layout';
import { grantAdmin } from './mail';

// Curated stories (product §16, decision 0032): an admin writes an Italian library story,
// edits its title and text, finds the edit in the library (the first
// version gone from it) and both versions in the history. On a desktop and
// on a 390×844 phone.
test.describe.configure({ timeout: 180_000 });
test.use({ navigationTimeout: 30_000 });
const seen = { timeout: 20_000 };

for (const phone of [false, true]) {
  test(`an admin writes a curated story and edits it; the library and the history show it (${phone ? 'phone' : 'desktop'})`, async ({
    browser,
  }) => {
    const boss = await signedInContext(browser, 'curator', phone);
    grantAdmin(boss.email);
    const page = boss.page;
    const mark = `${phone ? 'p' : 'd'}${String(Date.now() % 100000)}`;
    const first = `Il mercato ${mark}`;
    const second = `Al mercato ${mark}`;

    // Write: version 1.
    await page.goto('/create-content/curated');
    await expect(page.getByRole('heading', { name: 'Write a curated story' })).toBeVisible(seen);
    if (phone) await fitsPhone(page);
    await page.getByRole('combobox', { name: 'Story language' }).selectOption('it');
    await page.getByRole('combobox', { name: 'Translated into' }).selectOption('en');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(first);
    await page
      .getByRole('textbox', { name: 'Story text' })
      .fill('Marco va al mercato. Compra delle mele rosse.');
    await page.getByRole('button', { name: 'Save version' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as version 1.' })).toBeVisible(
      seen,
    );

    // Edit from the list: version 2.
    await page.getByRole('button', { name: `Edit “${first}”` }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toHaveValue(first);
    await title.fill(second);
    await page
      .getByRole('textbox', { name: 'Story text' })
      .fill('Marco va al mercato. Compra delle pere verdi.');
    await page.getByRole('button', { name: 'Save version' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as version 2.' })).toBeVisible(
      seen,
    );
    if (phone) await fitsPhone(page);

    // The library lists the edit once its lesson is made; the first version is gone.
    await page.goto('/library?target=it&native=en');
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(second)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByText(first)).toHaveCount(0);

    // Before adding it, a signed-in learner previews its cards, each back for what it is.
    const item = page.getByRole('listitem', { name: second });
    await item.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: second });
    const cards = preview.getByRole('list', { name: "The lesson's sentence cards" });
    await expect(cards.getByRole('listitem')).toHaveCount(2, seen);
    await expect(cards.getByRole('listitem').nth(1)).toContainText('Compra delle pere verdi.');
    await expect(preview.getByRole('button', { name: 'Add to my stories' })).toBeVisible();
    if (phone) await fitsPhone(page);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();

    // The history: the latest edits, then both versions with who and what.
    await page.goto('/content-history');
    await expect(
      page.getByRole('heading', { name: 'Latest edits of curated stories' }),
    ).toBeVisible(seen);
    await page
      .getByRole('link', { name: new RegExp(second) })
      .first()
      .click();
    const versions = page.getByRole('list', { name: 'Versions' });
    await expect(versions.getByRole('listitem')).toHaveCount(2, seen);
    await expect(versions.getByRole('listitem').first()).toContainText('Changed: title, text');
    await expect(versions.getByRole('listitem').first()).toContainText(boss.email);
    await expect(versions.getByRole('listitem').nth(1)).toContainText(first);
    await expect(versions.getByRole('listitem').nth(1)).toContainText('Changed: written');
    if (phone) await fitsPhone(page);
  });
}
