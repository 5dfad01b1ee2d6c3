// Which tabs of the AI Translation page show (part 2 §2.6): text and file unless disabled, media only when
// its flag is explicitly false (unset means not offered). The default tab is the first that shows.
import type { MachineTranslationSettings } from '../../platform/domain/entities/machineTranslation';
import { isMediaTranslationEnabled } from '../../platform/domain/mediaFiles';
import type { MtMessageId } from './messages';

export type MtTabId = 'text' | 'files' | 'media';

/** A tab: its label's message, and its page's title's (h1 and tab title). */
export interface MtTab {
  id: MtTabId;
  label: MtMessageId;
  title: MtMessageId;
}

const ALL_TABS: readonly MtTab[] = [
  { id: 'text', label: 'machineTranslation.tab.text', title: 'machineTranslation.title.text' },
  { id: 'files', label: 'machineTranslation.tab.files', title: 'machineTranslation.title.files' },
  { id: 'media', label: 'machineTranslation.tab.media', title: 'machineTranslation.title.media' },
];

export function enabledMtTabs(settings: MachineTranslationSettings): MtTab[] {
  return ALL_TABS.filter((tab) => {
    if (tab.id === 'text') return !settings.disableTextTranslation;
    if (tab.id === 'files') return !settings.disableFileTranslation;
    return isMediaTranslationEnabled(settings);
  });
}
