import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';

import { toastDurations, toastError } from '@/lib/toast';

describe('toastError', () => {
  it('shows an error toast for 6 seconds (spec §9)', () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue(7);
    expect(toastError('Could not save', 'Try again later.')).toBe(7);
    expect(error).toHaveBeenCalledWith('Could not save', {
      description: 'Try again later.',
      duration: 6000,
    });
    expect(toastDurations.error).toBe(6000);
  });
});
