/** Calls back when the window gets focus or the page becomes visible; returns the unsubscribe. */
export function onReturnToPage(callback: () => void): () => void {
  const listener = () => {
    if (document.visibilityState === 'visible') callback();
  };
  window.addEventListener('focus', listener);
  document.addEventListener('visibilitychange', listener);
  return () => {
    window.removeEventListener('focus', listener);
    document.removeEventListener('visibilitychange', listener);
  };
}
