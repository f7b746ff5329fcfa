import { readFileSync } from 'node:fs';

import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * The server's error lines (JSON log, level ERROR) written while an attempt
 * ran, at most eight: the data directory holding the log is removed at the end
 * of the run, so a 500 seen by a failed test is explained here or nowhere.
 */
export function serverErrorsDuring(log: string, from: Date, ms: number): string[] {
  const start = from.getTime() - 1_000;
  const end = from.getTime() + ms + 1_000;
  const out: string[] = [];
  for (const line of log.split('\n')) {
    if (!line.includes('"level":"ERROR"')) continue;
    let at: number;
    try {
      at = Date.parse((JSON.parse(line) as { time?: string }).time ?? '');
    } catch {
      continue;
    }
    if (at >= start && at <= end) out.push(line.slice(0, 400));
  }
  return out.slice(0, 8);
}

function readServerLog(): string {
  const file = process.env.STORYGLOT_E2E_SERVER_LOG;
  if (!file) return '';
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Prints, as the run's very last lines, every failed attempt with its first
 * error lines, flaky ones included, and the server's errors while it ran. CI
 * keeps only the tail of the output: the list reporter's full errors scroll
 * out of it, this summary does not.
 */
export default class FailureSummary implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const where = `${test.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${String(test.location.line)}`;
    const error = result.errors[0];
    const message = (error?.message ?? result.status)
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 6)
      .map((line) => `      ${line.slice(0, 200)}`)
      .join('\n');
    const at = error?.location
      ? ` at ${error.location.file.replace(/^.*\/e2e\//, 'e2e/')}:${String(error.location.line)}`
      : '';
    const server = serverErrorsDuring(readServerLog(), result.startTime, result.duration)
      .map((line) => `      server: ${line}`)
      .join('\n');
    this.failures.push(
      `  ${where} › ${test.title} (attempt ${String(result.retry + 1)}, ${result.status}${at}, ${String(Math.round(result.duration / 1000))} s)\n${message}${server ? `\n${server}` : ''}`,
    );
  }

  onEnd(): void {
    if (this.failures.length === 0) return;
    console.log(`\ne2e: ${String(this.failures.length)} failed attempt(s), flaky ones included:`);
    for (const failure of this.failures) console.log(failure);
  }

  printsToStdio(): boolean {
    return true;
  }
}
