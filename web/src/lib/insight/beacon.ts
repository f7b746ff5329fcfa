/**
 * Sends JSON to the server so that it survives the page being left:
 * navigator.sendBeacon, or fetch with keepalive where beacons are missing or
 * refused. Failures are ignored: insight never gets in the learner's way.
 */
export function sendBeacon(path: string, body: unknown): void {
  const json = JSON.stringify(body);
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(path, new Blob([json], { type: 'application/json' }))
    ) {
      return;
    }
  } catch {
    // Fall through to fetch.
  }
  void globalThis
    .fetch(path, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: json,
    })
    .catch(() => undefined);
}
