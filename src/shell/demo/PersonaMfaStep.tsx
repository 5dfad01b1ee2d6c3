import { MfaCodeForm } from '../auth/MfaCodeForm';

/** The persona's authenticator code, with the sign-in page's own form (and its validation). */
export default function PersonaMfaStep({
  username,
  busy,
  onSubmit,
  onCancel,
}: {
  username: string;
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  return (
    <>
      <h4 className="mb-2 text-sm font-semibold text-primary-800">Authenticator code for {username}</h4>
      <MfaCodeForm busy={busy} onSubmit={onSubmit} onCancel={onCancel} />
    </>
  );
}
