/** A folded "Technical details" box with the error's text, for the error pages. */
export function ErrorDetails({ summary, detail }: { summary: string; detail: string }) {
  return (
    <details className="mt-5 rounded-xl border border-line bg-surface-muted/60 px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium select-none">{summary}</summary>
      <pre className="mt-3 overflow-x-auto font-mono text-xs break-words whitespace-pre-wrap text-ink-muted">
        {detail}
      </pre>
    </details>
  );
}
