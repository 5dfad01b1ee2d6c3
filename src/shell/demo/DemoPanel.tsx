import { useState } from 'react';
import type { DemoBackend, DemoControls } from '../../platform/react/demoControls';
import { Drawer } from '../../ui/Drawer';
import { Tabs } from '../../ui/Tabs';
import { ClockTab } from './ClockTab';
import { DataTab } from './DataTab';
import { FaultsTab } from './FaultsTab';
import { JournalTab } from './JournalTab';
import { PersonasTab } from './PersonasTab';

const TABS = [
  { id: 'personas', label: 'Personas' },
  { id: 'clock', label: 'Clock' },
  { id: 'faults', label: 'Faults' },
  { id: 'journal', label: 'Journal' },
  { id: 'data', label: 'Data' },
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
  const [tab, setTab] = useState<TabId>('personas');
  return (
    <Drawer open={open} onClose={onClose} title="Demo controls" size="half">
      <Tabs label="Demo controls" tabs={TABS} selected={tab} onChange={(id) => setTab(id as TabId)}>
        {tab === 'personas' ? <PersonasTab demo={demo} onSwitched={onClose} /> : null}
        {tab === 'clock' ? <ClockTab backend={backend} /> : null}
        {tab === 'faults' ? <FaultsTab backend={backend} /> : null}
        {tab === 'journal' ? <JournalTab backend={backend} /> : null}
        {tab === 'data' ? <DataTab demo={demo} backend={backend} /> : null}
      </Tabs>
    </Drawer>
  );
}
