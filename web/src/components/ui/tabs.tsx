import { createContext, use, useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs as WAI-ARIA's tabs pattern has them: a tablist of tab buttons, one
 * tab in the page's tab order, arrow keys, Home and End moving between them
 * and choosing (automatic activation), each tab naming its panel. Written
 * here rather than taken from Radix (decision 0054): Radix's tabs bring a
 * roving-focus collection and a presence check that reads the page's
 * computed style while React commits, on the lesson page's first render.
 * Panels carry Radix's data-state (active, inactive) for styling.
 */
interface TabsState {
  value: string;
  choose: (value: string) => void;
  id: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tab, TabList and TabPanel belong inside Tabs');
  return state;
}

const tabId = (id: string, value: string) => `${id}-tab-${value}`;
const panelId = (id: string, value: string) => `${id}-panel-${value}`;

/** Tabs that keep their own choice (`defaultValue`), or show `value` and tell `onValueChange`. */
export function Tabs(
  props: { className?: string; children: ReactNode } & (
    | { defaultValue: string; value?: undefined; onValueChange?: undefined }
    | { value: string; onValueChange: (value: string) => void; defaultValue?: undefined }
  ),
) {
  const [own, setOwn] = useState(props.defaultValue ?? '');
  const id = useId();
  const value = props.value ?? own;
  const choose = props.onValueChange ?? setOwn;
  return (
    <TabsContext value={{ value, choose, id }}>
      <div className={props.className}>{props.children}</div>
    </TabsContext>
  );
}

/** The step an arrow, Home or End key takes from tab `at` of `count`, or null. */
function tabStep(key: string, at: number, count: number): number | null {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function TabList(props: { 'aria-label': string; className?: string; children: ReactNode }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'),
    ];
    const at = tabs.findIndex((tab) => tab === document.activeElement);
    const next = at < 0 ? null : tabStep(event.key, at, tabs.length);
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      aria-label={props['aria-label']}
      className={props.className}
      onKeyDown={onKeyDown}
    >
      {props.children}
    </div>
  );
}

export function Tab(props: {
  value: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { value, choose, id } = useTabs();
  const active = value === props.value;
  return (
    <button
      type="button"
      role="tab"
      disabled={props.disabled}
      id={tabId(id, props.value)}
      aria-selected={active}
      aria-controls={panelId(id, props.value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={props.className}
      // Chosen as the pointer goes down, as Radix's tabs do; a click covers
      // Enter, Space and a tap.
      onMouseDown={(event) => {
        if (event.button === 0 && !event.ctrlKey && !active) choose(props.value);
      }}
      onClick={() => {
        if (!active) choose(props.value);
      }}
    >
      {props.children}
    </button>
  );
}

/** A tab's panel: rendered while its tab is chosen, or always with `keepMounted`. */
export function TabPanel(props: {
  value: string;
  keepMounted?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { value, id } = useTabs();
  const active = value === props.value;
  if (!active && !props.keepMounted) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(id, props.value)}
      aria-labelledby={tabId(id, props.value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={0}
      className={props.className}
    >
      {props.children}
    </div>
  );
}
