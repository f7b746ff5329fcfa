import { expect, test } from './fixtures';

test('the document is served with the Content-Security-Policy and the app runs under it', async ({
  page,
  problems,
}) => {
  const securityErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) securityErrors.push(message.text());
  });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");

  await expect(page.getByRole('button', { name: 'Continue with Email' })).toBeVisible();
  expect(securityErrors).toEqual([]);
  expect(problems).toEqual([]);
});

test('a deep link is served the app too (SPA fallback) with the policy', async ({
  page,
  problems,
}) => {
  const response = await page.goto('/create-content/stories');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Stories' })).toBeVisible();
  expect(problems).toEqual([]);
});
