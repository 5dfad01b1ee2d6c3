import { useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../platform/react/ErrorMessage';
import { MESSAGES } from '../../platform/validation/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextInput } from '../../ui/TextInput';
import { useStartImpersonation } from './useImpersonationActions';

/**
 * Asks for the username to act as (required). It closes once impersonation started; a failed lookup (the
 * override is already cleared, spec §4) is shown here, with the typed name kept for a correction.
 */
export function ImpersonationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const startImpersonation = useStartImpersonation();
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const close = () => {
    setUsername('');
    setTouched(false);
    setFailure(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (!username.trim()) return;
    setBusy(true);
    const result = await startImpersonation(username.trim());
    setBusy(false);
    if (result.started) close();
    else setFailure(result.error);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Start impersonation"
      description="Act as another user to see the portal as they do."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <TextInput
          label="Username"
          name="impersonate-username"
          autoComplete="off"
          required
          autoFocus
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={touched && !username.trim() ? MESSAGES.REQUIRED : undefined}
        />
        <ErrorMessage error={failure} />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Start
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
