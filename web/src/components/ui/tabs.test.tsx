import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';

function Example() {
  return (
    <Tabs defaultValue="a">
      <TabList aria-label="Views">
        <Tab value="a">First</Tab>
        <Tab value="b">Second</Tab>
        <Tab value="c">Third</Tab>
      </TabList>
      <TabPanel value="a" keepMounted className="data-[state=inactive]:hidden">
        kept
      </TabPanel>
      <TabPanel value="b">second panel</TabPanel>
      <TabPanel value="c">third panel</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names each panel by its tab, with one tab in the tab order', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'First' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'First' });
    expect(first).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('kept');
    expect(screen.queryByText('second panel')).toBeNull();
  });

  it('a click chooses a tab; a kept panel stays, marked inactive', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('second panel');
    expect(screen.getByText('kept')).toHaveAttribute('data-state', 'inactive');
  });

  it('arrow keys, Home and End move between the tabs and choose, round the ends', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
    const chosen = () => screen.getByRole('tab', { selected: true }).textContent;
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
    expect(chosen()).toBe('Second');
    await user.keyboard('{End}');
    expect(chosen()).toBe('Third');
    await user.keyboard('{ArrowRight}');
    expect(chosen()).toBe('First');
    await user.keyboard('{ArrowLeft}');
    expect(chosen()).toBe('Third');
    await user.keyboard('{Home}');
    expect(chosen()).toBe('First');
    expect(screen.getByRole('tab', { name: 'First' })).toHaveFocus();
  });

  it('controlled: shows the value it is given, tells a choice, skips disabled tabs', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs value="a" onValueChange={onValueChange}>
        <TabList aria-label="Views">
          <Tab value="a">First</Tab>
          <Tab value="b" disabled>
            Second
          </Tab>
          <Tab value="c">Third</Tab>
        </TabList>
        <TabPanel value="a">first panel</TabPanel>
        <TabPanel value="c">third panel</TabPanel>
      </Tabs>,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('c');
    // The value is the owner's: until it changes it, the first tab stays chosen.
    expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('first panel');
    await user.click(screen.getByRole('tab', { name: 'Second' }));
    expect(onValueChange).not.toHaveBeenCalledWith('b');
  });
});
