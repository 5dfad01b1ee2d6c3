// Which tabs of the AI Translation page show (part 2 §2.6): text and file unless disabled, media only when
// its flag is explicitly false (unset means not offered). The default tab is the first that shows.
import type { MachineTranslationSettings } from '../../platform/domain/entities/machineTranslation';
import { isMediaTranslationEnabled } from '../../platform/domain/mediaFiles';
import type { TabItem } from '../../ui/Tabs';

export type MtTabId = 'text' | 'files' | 'media';

const ALL_TABS: readonly (TabItem & { id: MtTabId })[] = [
  { id: 'text', label: 'Text' },
  { id: 'files', label: 'File' },
  { id: 'media', label: 'Media' },
];

export function enabledMtTabs(settings: MachineTranslationSettings): (TabItem & { id: MtTabId })[] {
  return ALL_TABS.filter((tab) => {
    if (tab.id === 'text') return !settings.disableTextTranslation;
    if (tab.id === 'files') return !settings.disableFileTranslation;
    return isMediaTranslationEnabled(settings);
  });
}
