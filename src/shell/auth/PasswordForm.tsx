import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../platform/validation/messages';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/TextInput';

/** Username and password; empty fields are caught here, everything else is the identity service's call. */
export function PasswordForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (username: string, password: string) => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (username.trim() && password) onSubmit(username.trim(), password);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextInput
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={touched && !username.trim() ? MESSAGES.REQUIRED : undefined}
      />
      <TextInput
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={touched && !password ? MESSAGES.REQUIRED : undefined}
      />
      <Button type="submit" busy={busy} className="w-full">
        Sign in
      </Button>
    </form>
  );
}
