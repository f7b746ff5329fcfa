import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TBody, THead, Table, Td, Th } from './table';

function Scores({ captionVisible }: { captionVisible?: boolean }) {
  return (
    <Table caption="Scores" captionVisible={captionVisible}>
      <THead>
        <tr>
          <Th>Name</Th>
          <Th numeric>Points</Th>
        </tr>
      </THead>
      <TBody>
        <tr>
          <Th scope="row">Ana</Th>
          <Td numeric>42</Td>
        </tr>
      </TBody>
    </Table>
  );
}

describe('Table', () => {
  it('is named by its caption and keeps the scope of its header cells', () => {
    render(<Scores />);
    const table = screen.getByRole('table', { name: 'Scores' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    const ana = within(table).getByRole('rowheader', { name: 'Ana' });
    expect(ana).toHaveAttribute('scope', 'row');
    expect(within(table).getByRole('row', { name: /Ana/ })).toBeInTheDocument();
  });

  it('hides the caption from sight unless asked to show it', () => {
    const { rerender } = render(<Scores />);
    expect(screen.getByText('Scores')).toHaveClass('sr-only');
    rerender(<Scores captionVisible />);
    expect(screen.getByText('Scores')).not.toHaveClass('sr-only');
  });

  it('right-aligns numbers in their headers and cells', () => {
    render(<Scores />);
    expect(screen.getByRole('columnheader', { name: 'Points' })).toHaveClass('text-right');
    expect(screen.getByRole('cell', { name: '42' })).toHaveClass('text-right', 'tabular-nums');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveClass('text-right');
  });
});
