/**
 * The language pair a learner starts with (product §2) until they choose one;
 * their choice is kept under storageKeys.targetLanguage and nativeLanguage.
 */
export const defaultTargetLanguage = 'es';
export const defaultNativeLanguage = 'en';
