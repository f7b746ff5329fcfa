import { useState } from 'react';

import { playChime } from '@/features/genie/chime';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/** The Genie's chime (product §13), and whether the learner muted it (kept on this device). */
export function useChime() {
  const [muted, setMuted] = useState(() => readStorage(storageKeys.genieChimeMuted) === 'true');
  return {
    muted,
    toggleMute: () => {
      writeStorage(storageKeys.genieChimeMuted, muted ? 'false' : 'true');
      setMuted(!muted);
    },
    chime: () => {
      if (!muted) playChime();
    },
  };
}
