import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';

import { useTypedBeforeStart } from '@/lib/typed-before-start';

function NameForm({ keep }: { keep: boolean }) {
  const [values, setValues] = useState({ first: '', last: '' });
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(form, (typed) => {
    if (keep) setValues((v) => ({ ...v, ...typed }));
  });
  return (
    <form ref={form}>
      {(['first', 'last'] as const).map((name) => (
        <input
          key={name}
          aria-label={name}
          name={name}
          value={values[name]}
          onChange={(e) => {
            setValues({ ...values, [name]: e.target.value });
          }}
        />
      ))}
    </form>
  );
}

/** The form as prerendered, typed into before the app starts, then hydrated. */
async function typeThenHydrate(keep: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<NameForm keep={keep} />);
  document.body.append(container);
  const first = container.querySelector<HTMLInputElement>('input[name="first"]');
  if (!first) throw new Error('the form has no first-name field');
  first.value = 'Ana';
  await act(async () => {
    hydrateRoot(container, <NameForm keep={keep} />);
    await Promise.resolve();
  });
  // Typing in another field renders the form again.
  await userEvent.setup().type(screen.getByLabelText('last'), 'García');
}

describe('useTypedBeforeStart', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps what was typed into a prerendered form before it went live', async () => {
    await typeThenHydrate(true);
    expect(screen.getByLabelText('first')).toHaveValue('Ana');
    expect(screen.getByLabelText('last')).toHaveValue('García');
  });

  it('is what keeps it: without adopting, the next render wipes it', async () => {
    await typeThenHydrate(false);
    expect(screen.getByLabelText('first')).toHaveValue('');
  });
});
