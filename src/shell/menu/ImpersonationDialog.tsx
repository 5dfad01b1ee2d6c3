import { submitErrors, validateWith } from '../../platform/react/forms';
import { impersonationSchema } from '../../platform/validation/projectSchemas';
import { FormDialog } from '../../ui/form/FormDialog';
import { TextField } from '../../ui/form/TextField';
import { useMessages } from '../../ui/uiLocale';
import { menuMessages } from './messages';
import { useStartImpersonation } from './useImpersonationActions';

interface Values {
  username?: string;
}

const validate = validateWith<Values>(impersonationSchema);

/**
 * Asks for the username to act as (required). It closes once impersonation started; a failed lookup (the
 * override is already cleared, spec §4) is shown here, with the typed name kept for a correction.
 */
export function ImpersonationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const startImpersonation = useStartImpersonation();
  const t = useMessages(menuMessages);
  const start = async (values: Values) => {
    const result = await startImpersonation((values.username ?? '').trim());
    if (!result.started) return submitErrors(result.error);
    onClose();
    return undefined;
  };
  return (
    <FormDialog<Values>
      open={open}
      onClose={onClose}
      title={t('shell.menu.impersonation.title')}
      description={t('shell.menu.impersonation.description')}
      size="sm"
      validate={validate}
      onSubmit={start}
      submitLabel={t('shell.menu.impersonation.start')}
      cancelLabel={t('shell.menu.impersonation.cancel')}
    >
      <TextField
        name="username"
        label={t('shell.menu.impersonation.username')}
        autoComplete="off"
        required
        autoFocus
      />
    </FormDialog>
  );
}
