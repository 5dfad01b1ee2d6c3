import { useState, type FormEvent } from 'react';
import { assignClient } from '../../platform/api/userAccount';
import type { SessionUser } from '../../platform/domain/entities/sessionUser';
import { useHttpClient } from '../../platform/react/platformStore';
import { ErrorMessage } from '../../platform/react/ErrorMessage';
import { MESSAGES } from '../../platform/validation/messages';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { SelectInput } from '../../ui/SelectInput';
import { LoadingBlock } from '../../ui/Spinner';
import { useOrganisationOptions } from './useOrganisationOptions';

/**
 * Spec §2, §4: a client user without a client configuration must choose an organisation before anything
 * else; the choice is required and is assigned to the account (POST assignClient).
 */
export function OrganisationPicker({ user, onAssigned }: { user: SessionUser; onAssigned: () => void }) {
  const http = useHttpClient();
  const options = useOrganisationOptions(user);
  const [clientId, setClientId] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!clientId) return;
    setBusy(true);
    setError(undefined);
    try {
      await assignClient(http, clientId);
      onAssigned();
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-primary-800">Choose your organisation</h1>
        <p className="mt-2 text-sm text-slate-700">
          Your account is not linked to an organisation yet. Choose the one you work for to continue.
        </p>
        {options.error ? <ErrorMessage error={options.error} className="mt-4" /> : null}
        {!options.data && !options.error ? <LoadingBlock label="Loading organisations…" /> : null}
        {options.data ? (
          <form onSubmit={(event) => void submit(event)} noValidate className="mt-6 space-y-4">
            <SelectInput
              label="Organisation"
              required
              placeholder="Select an organisation"
              options={options.data.map((config) => ({ value: config.clientId, label: config.companyName }))}
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
              error={touched && !clientId ? MESSAGES.REQUIRED : undefined}
            />
            {options.data.length === 0 ? (
              <p className="text-sm text-slate-700">
                No organisation is available for your account. Please contact support.
              </p>
            ) : null}
            <ErrorMessage error={error} />
            <Button type="submit" busy={busy}>
              Continue
            </Button>
          </form>
        ) : null}
      </Card>
    </div>
  );
}
