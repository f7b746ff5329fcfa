import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * Helpers for journeys that need the server's side: the mails it logs (no
 * SMTP in e2e) and the admin command.
 */

interface LogLine {
  msg?: string;
  to?: string;
  template?: string;
  link?: string;
}

/** A unique address per test, so tests and runs never share an account or a rate limit. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function links(to: string, template: string): string[] {
  const file = process.env.STORYGLOT_E2E_SERVER_LOG ?? '';
  if (!existsSync(file)) return [];
  const found: string[] = [];
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    if (!raw.includes('"link"')) continue;
    try {
      const line = JSON.parse(raw) as LogLine;
      if (line.to === to.toLowerCase() && line.template === template && line.link) {
        found.push(line.link);
      }
    } catch {
      // Not a JSON line (e.g. a panic trace): not a mail.
    }
  }
  return found;
}

/**
 * The path and query of the newest mailed link of `template` for `to`,
 * waiting up to 10 s for the mail job; `skip` ignores that many older mails.
 */
export async function mailedLink(
  to: string,
  template: 'confirm_email' | 'reset_password',
  skip = 0,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = links(to, template);
    const link = found.length > skip ? found[found.length - 1] : undefined;
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    if (Date.now() > deadline) throw new Error(`no ${template} mail for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Makes an account an admin with `storyglot admin grant`. */
export function grantAdmin(email: string): void {
  execFileSync(
    process.env.STORYGLOT_E2E_BIN_PATH ?? '../bin/storyglot',
    ['admin', 'grant', '--email', email, '--data-dir', process.env.STORYGLOT_E2E_DATA_DIR ?? ''],
    { stdio: 'pipe' },
  );
}

/** Problems a test expects (e.g. the 401 of a wrong password) are removed from the list. */
export function unexpected(problems: string[], expected: RegExp[]): string[] {
  return problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
}
