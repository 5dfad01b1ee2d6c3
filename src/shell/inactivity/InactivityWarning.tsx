import { useEffect, useState } from 'react';
import { richMessage } from '../../ui/richMessage';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useMessages } from '../../ui/uiLocale';
import { inactivityMessages } from './messages';

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
  const t = useMessages(inactivityMessages);
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
      title={t('shell.inactivity.title')}
      description={richMessage(
        t,
        'shell.inactivity.countdown',
        { count: <strong>{seconds}</strong> },
        { seconds },
      )}
      actions={
        <>
          <Button variant="outline" onClick={onSignOut}>
            {t('shell.inactivity.signOut')}
          </Button>
          <Button autoFocus onClick={onStay}>
            {t('shell.inactivity.stay')}
          </Button>
        </>
      }
    />
  );
}
