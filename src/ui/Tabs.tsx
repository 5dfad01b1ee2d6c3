import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
}

/**
 * Tabs whose selection lives in the URL: the host passes the selected tab (from its route) and navigates in
 * onChange, so a tab is a link that survives reload and the back button. headlessui gives the tablist
 * keyboard model (arrows, Home/End). Only the selected tab's content is rendered: `children`.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onChange,
  children,
  className,
}: {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onChange: (id: Id) => void;
  children?: ReactNode;
  className?: string;
}) {
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  return (
    <TabGroup
      selectedIndex={index}
      onChange={(next) => {
        const tab = tabs[next];
        if (tab && tab.id !== selected) onChange(tab.id);
      }}
      className={className}
    >
      {/* Too many tabs for a phone scroll in the list itself; contain-inline-size keeps their width from
          widening the page through a grid parent (a Coupa request's page scrolled sideways at 390 px). */}
      <TabList
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 contain-inline-size"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            className={cx(
              '-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-600',
              'hover:text-primary-800 data-selected:border-primary-700 data-selected:text-primary-800',
              // headlessui focuses a tab from a script when it is clicked, which the browser may take for
              // keyboard focus: the ring follows headlessui's data-focus, set for keyboard focus only.
              'focus:outline-none data-focus:outline-3 data-focus:outline-solid data-focus:outline-offset-2 data-focus:outline-secondary-400',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {tabs.map((tab) => (
          <TabPanel key={tab.id}>{tab.id === tabs[index]?.id ? children : null}</TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
