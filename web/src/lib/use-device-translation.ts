import { useEffect, useState } from 'react';

import { deviceAvailability, translateOnDevice } from '@/lib/device-translator';

export type DeviceTranslation =
  | { state: 'unavailable' }
  | { state: 'ready' }
  | { state: 'working' }
  | { state: 'done'; text: string }
  | { state: 'failed' };

/**
 * Product §6: a card without a sentence translation can be translated by the
 * learner's own browser, where it has an on-device translator. `state` is
 * 'unavailable' until the browser says it can (and stays so where it cannot:
 * the button is then never shown).
 */
export function useDeviceTranslation(
  source: string,
  target: string,
  text: string,
  wanted: boolean,
) {
  const key = `${source}>${target}:${text}`;
  // The result belongs to one text: a new card starts again from 'unavailable'.
  const [state, setState] = useState<{ key: string; result: DeviceTranslation }>({
    key,
    result: { state: 'unavailable' },
  });
  const result: DeviceTranslation = state.key === key ? state.result : { state: 'unavailable' };
  const setResult = (r: DeviceTranslation) => {
    setState({ key, result: r });
  };
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void deviceAvailability(source, target).then((a) => {
      if (live && a !== 'unavailable') setState({ key, result: { state: 'ready' } });
    });
    return () => {
      live = false;
    };
  }, [source, target, key, wanted]);

  async function translate() {
    setResult({ state: 'working' });
    try {
      setResult({ state: 'done', text: await translateOnDevice(source, target, text) });
    } catch {
      setResult({ state: 'failed' });
    }
  }
  return { result, translate };
}
