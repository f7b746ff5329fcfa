import { useState } from 'react';

import { useMeta } from '@/lib/api/meta';
import { defaultNativeLanguage, defaultTargetLanguage } from '@/lib/preferred-languages';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/** The eleven learning languages of product §2, used until the server's list is loaded. */
const fallbackLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar'].map(
  (code) => ({ code, name: code, nativeName: code }),
);

/** The story card's two languages, kept in this browser, and the languages offered. */
export function useStoryLanguages() {
  const meta = useMeta();
  const [target, setTarget] = useState(
    () => readStorage(storageKeys.targetLanguage) ?? defaultTargetLanguage,
  );
  const [native, setNative] = useState(
    () => readStorage(storageKeys.nativeLanguage) ?? defaultNativeLanguage,
  );

  return {
    target,
    native,
    languages: meta.data?.learningLanguages ?? fallbackLanguages,
    changeTarget: (code: string) => {
      setTarget(code);
      writeStorage(storageKeys.targetLanguage, code);
    },
    changeNative: (code: string) => {
      setNative(code);
      writeStorage(storageKeys.nativeLanguage, code);
    },
  };
}
