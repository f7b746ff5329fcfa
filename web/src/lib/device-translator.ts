/**
 * The browser's on-device Translator API (Chrome on desktop): feature-detected,
 * never required (product §6). Its published surface:
 * `Translator.availability({ sourceLanguage, targetLanguage })` resolves to
 * 'unavailable' | 'downloadable' | 'downloading' | 'available', and
 * `Translator.create(...)` to an object with `translate(text)`.
 */
export type DeviceAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

interface DeviceTranslatorInstance {
  translate(text: string): Promise<string>;
  destroy?(): void;
}

interface TranslatorGlobal {
  availability(options: {
    sourceLanguage: string;
    targetLanguage: string;
  }): Promise<DeviceAvailability>;
  create(options: {
    sourceLanguage: string;
    targetLanguage: string;
  }): Promise<DeviceTranslatorInstance>;
}

function translatorGlobal(): TranslatorGlobal | null {
  const g = (globalThis as { Translator?: TranslatorGlobal }).Translator;
  return g && typeof g.availability === 'function' && typeof g.create === 'function' ? g : null;
}

/** Whether this browser can translate from source to target on the device (it may need a download first). */
export async function deviceAvailability(
  source: string,
  target: string,
): Promise<DeviceAvailability> {
  const api = translatorGlobal();
  if (!api) return 'unavailable';
  try {
    return await api.availability({ sourceLanguage: source, targetLanguage: target });
  } catch {
    return 'unavailable';
  }
}

const instances = new Map<string, Promise<DeviceTranslatorInstance>>();

/** Translates text on the device; rejects when the browser cannot. One translator per pair is kept. */
export async function translateOnDevice(
  source: string,
  target: string,
  text: string,
): Promise<string> {
  const api = translatorGlobal();
  if (!api) throw new Error('no on-device translator');
  const key = `${source}>${target}`;
  let made = instances.get(key);
  if (!made) {
    made = api.create({ sourceLanguage: source, targetLanguage: target });
    instances.set(key, made);
    made.catch(() => instances.delete(key));
  }
  return (await made).translate(text);
}
