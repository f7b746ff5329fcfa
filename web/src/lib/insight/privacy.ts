/**
 * Do-Not-Track or Global Privacy Control (decision 0012): page views are still
 * counted, but the browser keeps and sends no identifier (no analytics id,
 * no UTM parameters, no visits).
 */
export function wantsPrivacy(nav: Navigator = navigator): boolean {
  const n = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const w =
    typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: string });
  return (
    n.doNotTrack === '1' ||
    n.doNotTrack === 'yes' ||
    w?.doNotTrack === '1' ||
    n.globalPrivacyControl === true
  );
}

/** Reads a storage area that may be unavailable (private mode, disabled). */
export function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}
