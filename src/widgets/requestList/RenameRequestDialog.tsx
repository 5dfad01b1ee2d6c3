import type { JobRequest } from '../../platform/domain/entities/jobRequest';
import { renameRequestFlow } from '../../platform/flows/requestActions';
import { submitErrors, validateWith } from '../../platform/react/forms';
import { useHttpClient } from '../../platform/react/platformStore';
import { jobRequestsPrefix } from '../../platform/react/queries/jobRequests';
import { useApiMutate } from '../../platform/react/useApiMutate';
import { renameSchema } from '../../platform/validation/projectSchemas';
import { FormDialog } from '../../ui/form/FormDialog';
import { TextField } from '../../ui/form/TextField';

interface RenameValues {
  newName: string;
}

const validate = validateWith<RenameValues>(renameSchema);

/**
 * Renames a request through the platform's flow (required, at most 250 characters: part 2 §5). A refusal
 * stays in the dialog with the typed name; on success every list page is refreshed.
 */
export function RenameRequestDialog({ request, onClose }: { request: JobRequest; onClose: () => void }) {
  const http = useHttpClient();
  const mutate = useApiMutate();
  return (
    <FormDialog<RenameValues>
      open
      onClose={onClose}
      title="Rename request"
      submitLabel="Rename"
      busyLabel="Renaming…"
      cancelLabel="Cancel"
      initialValues={{ newName: request.name }}
      validate={validate}
      onSubmit={async ({ newName }) => {
        try {
          await renameRequestFlow(http, request.id, newName);
        } catch (error) {
          return submitErrors(error);
        }
        // Every list page and the request itself (a detail page opens this dialog too).
        await mutate.prefix(jobRequestsPrefix());
        onClose();
      }}
    >
      <TextField name="newName" label="Name" required autoFocus />
    </FormDialog>
  );
}
