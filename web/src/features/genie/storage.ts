/**
 * What the Genie keeps in the browser. The names are part of the product:
 * changing one forgets what learners chose.
 */
export const genieKeys = {
  /** Spec §3: the welcome panel shows until dismissed. */
  welcomeDismissed: 'genieWelcomeDismissed',
  /** The chime is muted: 'true' or absent. */
  chimeMuted: 'genieChimeMuted',
} as const;

export { readStorage as readLocal, writeStorage as writeLocal } from '@/lib/storage-keys';
