import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../platform/validation/messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextInput } from '../../ui/TextInput';
import { useStartImpersonation } from './useImpersonationActions';

/**
 * Asks for the username to act as (required), and closes once the lookup has answered: a failed one is
 * reported as a toast by the start itself (spec §4), outside the modal.
 */
export function ImpersonationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const startImpersonation = useStartImpersonation();
  const [username, setUsername] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setUsername('');
    setTouched(false);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!username.trim()) return;
    setBusy(true);
    try {
      await startImpersonation(username.trim());
    } finally {
      setBusy(false);
      close();
    }
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
