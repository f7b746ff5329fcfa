import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmButton } from '@/features/admin/console/confirm-button';
import { createI18n } from '@/lib/i18n';

function renderButton(onConfirm: (close: () => void) => void) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <ConfirmButton
        label="Delete story"
        question="Delete this story for good?"
        yes="Yes, delete"
        busy={false}
        onConfirm={onConfirm}
      />
    </I18nextProvider>,
  );
}

describe('ConfirmButton', () => {
  it('asks before it acts, and cancel acts on nothing', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderButton(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete story' }));
    expect(screen.getByText('Delete this story for good?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete story' })).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts on yes and folds the question when the action closes it', async () => {
    const onConfirm = vi.fn((close: () => void) => {
      close();
    });
    const user = userEvent.setup();
    renderButton(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete story' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Delete this story for good?')).not.toBeInTheDocument();
  });
});
