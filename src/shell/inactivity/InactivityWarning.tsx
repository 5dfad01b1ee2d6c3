import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

/** The session-expiration warning (spec §2, §4): a countdown, stay signed in, or sign out now. */
export default function InactivityWarning({
  signOutAt,
  onStay,
  onSignOut,
}: {
  signOutAt: number;
  onStay: () => void;
  onSignOut: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((signOutAt - now) / 1000));
  return (
    <Dialog
      open
      onClose={onStay}
      role="alertdialog"
      title="Are you still there?"
      description={
        <>
          For your security you will be signed out in <strong>{seconds}</strong>{' '}
          {seconds === 1 ? 'second' : 'seconds'} because you have been inactive.
        </>
      }
      actions={
        <>
          <Button variant="outline" onClick={onSignOut}>
            Sign out
          </Button>
          <Button autoFocus onClick={onStay}>
            Stay signed in
          </Button>
        </>
      }
    />
  );
}
