// What the shell calls a tool wherever it shows one (a home tile, the user menu, a drawer, a tab title): the
// manifest's name or tile line in the active language, the product name filled in.
import { toolNameMessages, type ToolNameId } from '../../platform/domain/i18n/toolNames/messages';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import { useMessages } from '../../ui/uiLocale';

export function useToolNames(): (id: ToolNameId) => string {
  const t = useMessages(toolNameMessages);
  const { productName } = useRuntimeConfig();
  return (id) => t(id, { productName });
}
