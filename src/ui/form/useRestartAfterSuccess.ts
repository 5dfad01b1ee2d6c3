// A form that outlives its overlay keeps what was typed across a failed submit and a close and reopen;
// after a successful submit the next opening starts empty again.
import { useEffect } from 'react';
import { useForm } from 'react-final-form';

export function useRestartAfterSuccess(open: boolean): void {
  const form = useForm();
  useEffect(() => {
    if (open && form.getState().submitSucceeded) form.restart();
  }, [open, form]);
}
