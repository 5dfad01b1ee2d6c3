import { submitErrors, validateWith } from '../../platform/react/forms';
import { impersonationSchema } from '../../platform/validation/projectSchemas';
import { FormDialog } from '../../ui/form/FormDialog';
import { TextField } from '../../ui/form/TextField';
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
      title="Start impersonation"
      description="Act as another user to see the portal as they do."
      size="sm"
      validate={validate}
      onSubmit={start}
      submitLabel="Start"
      cancelLabel="Cancel"
    >
      <TextField name="username" label="Username" autoComplete="off" required autoFocus />
    </FormDialog>
  );
}
