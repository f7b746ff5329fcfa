import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ToasterSlot } from '@/components/toaster-slot';
import { toastDurations, toastError } from '@/lib/toast';

describe('toastError', () => {
  it('loads the toast library with the first toast and shows it (6 s, product §9)', async () => {
    render(<ToasterSlot />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    act(() => {
      toastError('Could not save', 'Try again later.');
    });
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(screen.getByText('Try again later.')).toBeInTheDocument();
    expect(toastDurations.error).toBe(6000);
  });
});
