import type { JobRequest } from '../../platform/domain/entities/jobRequest';
import { submitErrors, validateWith } from '../../platform/react/forms';
import { useRenameRequest } from '../../platform/react/queries/jobRequestsMutations';
import { renameSchema } from '../../platform/validation/projectSchemas';
import { FormDialog } from '../../ui/form/FormDialog';
import { TextField } from '../../ui/form/TextField';
import { useMessages } from '../../ui/uiLocale';
import { requestListMessages } from './messages';

interface RenameValues {
  newName: string;
}

const validate = validateWith<RenameValues>(renameSchema);

/**
 * Renames a request through the platform's flow (required, at most 250 characters: part 2 §5). A refusal
 * stays in the dialog with the typed name; on success the lists and the request are refreshed (useRenameRequest).
 */
export function RenameRequestDialog({ request, onClose }: { request: JobRequest; onClose: () => void }) {
  const t = useMessages(requestListMessages);
  const rename = useRenameRequest();
  return (
    <FormDialog<RenameValues>
      open
      onClose={onClose}
      title={t('requestList.renameTitle')}
      submitLabel={t('requestList.rename')}
      busyLabel={t('requestList.renaming')}
      cancelLabel={t('requestList.cancel')}
      initialValues={{ newName: request.name }}
      validate={validate}
      onSubmit={async ({ newName }) => {
        try {
          await rename(request.id, newName);
        } catch (error) {
          return submitErrors(error);
        }
        onClose();
      }}
    >
      <TextField name="newName" label={t('requestList.name')} required autoFocus />
    </FormDialog>
  );
}
