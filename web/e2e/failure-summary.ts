import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, as the run's very last lines, every failed attempt with its first
 * error lines, flaky ones included. CI keeps only the tail of the output: the
 * list reporter's full errors scroll out of it, this summary does not.
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
    this.failures.push(
      `  ${where} › ${test.title} (attempt ${String(result.retry + 1)}, ${result.status}${at}, ${String(Math.round(result.duration / 1000))} s)\n${message}`,
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
