import type { TFunction } from 'i18next';

const capabilities = ['translate', 'gloss', 'explain', 'pronounce', 'speak', 'illustrate'] as const;
type Capability = (typeof capabilities)[number] | 'other';

function known(cap: string): Capability {
  return (capabilities as readonly string[]).includes(cap) ? (cap as Capability) : 'other';
}

/** The server's reason when a pair simply lacks a capability offline. */
const unsupported = /not available for this language pair|unsupported for this language pair/i;

/** The server's reasons for a part that failed (decision 0042), in the learner's language. */
const reasons: Record<string, 'store' | 'ai' | 'failed'> = {
  'the file store did not answer': 'store',
  'the AI service did not answer': 'ai',
  'it could not be made this time': 'failed',
};

/** Whether a card's audio failed (rather than being unsupported): it can be made again. */
export function audioFailed(problems: Record<string, string> | undefined): boolean {
  const reason = problems?.speak;
  return reason !== undefined && !unsupported.test(reason);
}

/**
 * Says plainly why a card lacks something (its `problems`: capability →
 * reason), e.g. 'Translation not available offline for this language pair'.
 */
export function describeProblem(
  t: TFunction<'lesson'>,
  capability: string,
  reason: string,
): string {
  const cap = known(capability);
  if (unsupported.test(reason)) return t(`problems.unsupported.${cap}`);
  const why = reasons[reason];
  return t(`problems.failed.${cap}`, { reason: why ? t(`problems.reasons.${why}`) : reason });
}

/** Product §6: an empty image URL, one ending in '/object/', or one ending in .mp3 is ignored. */
export function usableImage(url: string | undefined): url is string {
  if (!url) return false;
  return !url.endsWith('/object/') && !url.toLowerCase().endsWith('.mp3');
}
