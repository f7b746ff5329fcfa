import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Pronunciation } from '@/components/pronunciation';

describe('Pronunciation', () => {
  it('keeps each word whole (stress marks are break-before in Unicode) and breaks at spaces', () => {
    const { container } = render(
      <p>
        <Pronunciation text="maɾˈia βˈa al meɾkˈaðo" />
      </p>,
    );
    const words = Array.from(container.querySelectorAll('span.whitespace-nowrap')).map(
      (s) => s.textContent,
    );
    expect(words).toEqual(['maɾˈia', 'βˈa', 'al', 'meɾkˈaðo']);
    expect(container.textContent).toBe('maɾˈia βˈa al meɾkˈaðo');
  });
});
