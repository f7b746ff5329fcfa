import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Card } from './card';

describe('Card', () => {
  it('gives a div the card look and keeps the caller’s spacing', () => {
    render(<Card className="mt-6 p-5">inside</Card>);
    const card = screen.getByText('inside');
    expect(card.tagName).toBe('DIV');
    expect(card.className).toContain('rounded-2xl');
    expect(card.className).toContain('mt-6 p-5');
  });

  it('lends its look to the child element with asChild', () => {
    render(
      <Card asChild className="p-4">
        <section aria-label="panel">inside</section>
      </Card>,
    );
    const section = screen.getByRole('region', { name: 'panel' });
    expect(section.className).toContain('border-line');
    expect(section.className).toContain('p-4');
  });
});
