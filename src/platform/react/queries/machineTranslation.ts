// The client's machine-translation settings (limits, file types, engines), read by the text, file and
// media screens.
import { getMachineTranslationSettings } from '../../api/machineTranslation';
import { useApiQuery } from '../useApiQuery';

export const mtSettingsKey = () => ['machineTranslation', 'settings'] as const;

export function useMtSettings() {
  return useApiQuery(mtSettingsKey(), (http) => getMachineTranslationSettings(http));
}
