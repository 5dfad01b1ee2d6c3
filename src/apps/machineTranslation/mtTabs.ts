// Which tabs of the AI Translation page show (part 2 §2.6): text and file unless disabled, media only when
// its flag is explicitly false (unset means not offered). The default tab is the first that shows.
import type { MachineTranslationSettings } from '../../platform/domain/entities/machineTranslation';
import { isMediaTranslationEnabled } from '../../platform/domain/mediaFiles';
import type { TabItem } from '../../ui/Tabs';

export type MtTabId = 'text' | 'files' | 'media';

/** A tab, and the title (h1 and tab title) of its page. */
export type MtTab = TabItem & { id: MtTabId; title: string };

const ALL_TABS: readonly MtTab[] = [
  { id: 'text', label: 'Text', title: 'Text translation' },
  { id: 'files', label: 'File', title: 'File translation' },
  { id: 'media', label: 'Media', title: 'Media translation' },
];

export function enabledMtTabs(settings: MachineTranslationSettings): MtTab[] {
  return ALL_TABS.filter((tab) => {
    if (tab.id === 'text') return !settings.disableTextTranslation;
    if (tab.id === 'files') return !settings.disableFileTranslation;
    return isMediaTranslationEnabled(settings);
  });
}
