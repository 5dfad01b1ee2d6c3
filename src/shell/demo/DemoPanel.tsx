import { useState } from 'react';
import type { DemoBackend, DemoControls } from '../../platform/react/demoControls';
import { Drawer } from '../../ui/Drawer';
import { Tabs } from '../../ui/Tabs';
import { useMessages } from '../../ui/uiLocale';
import { ClockTab } from './ClockTab';
import { DataTab } from './DataTab';
import { FaultsTab } from './FaultsTab';
import { JournalTab } from './JournalTab';
import { demoPanelMessages } from './messages';
import { PersonasTab } from './PersonasTab';

const TABS = [
  { id: 'personas', label: 'demoPanel.tab.personas' },
  { id: 'clock', label: 'demoPanel.tab.clock' },
  { id: 'faults', label: 'demoPanel.tab.faults' },
  { id: 'journal', label: 'demoPanel.tab.journal' },
  { id: 'data', label: 'demoPanel.tab.data' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** The demo backend's controls in the page: who is signed in, time, failures, requests and data. */
export default function DemoPanel({
  open,
  onClose,
  demo,
  backend,
}: {
  open: boolean;
  onClose: () => void;
  demo: DemoControls;
  backend: DemoBackend;
}) {
  const t = useMessages(demoPanelMessages);
  const [tab, setTab] = useState<TabId>('personas');
  const tabs = TABS.map((one) => ({ id: one.id, label: t(one.label) }));
  return (
    <Drawer open={open} onClose={onClose} title={t('demoPanel.title')} size="half">
      <Tabs label={t('demoPanel.title')} tabs={tabs} selected={tab} onChange={(id) => setTab(id as TabId)}>
        {tab === 'personas' ? <PersonasTab demo={demo} onSwitched={onClose} /> : null}
        {tab === 'clock' ? <ClockTab backend={backend} /> : null}
        {tab === 'faults' ? <FaultsTab backend={backend} /> : null}
        {tab === 'journal' ? <JournalTab backend={backend} /> : null}
        {tab === 'data' ? <DataTab demo={demo} backend={backend} /> : null}
      </Tabs>
    </Drawer>
  );
}
