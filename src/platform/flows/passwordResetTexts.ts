// The forgotten-password screens' words, shared by the sign-in page's "Forgot password?" and
// `llts password forgot`. The validation messages are the platform's (MESSAGES); the code's answers are
// the identity service's own.
export const PASSWORD_RESET_TEXTS = {
  link: 'Forgot password?',
  title: 'Reset your password',
  intro: 'Enter your username or e-mail address and we will e-mail you a code to set a new password.',
  username: 'Username or e-mail address',
  send: 'Send code',
  sending: 'Sending…',
  // The same words whether or not the account exists: the page must not tell who has one.
  codeSent:
    'If an account goes by that name, we have e-mailed a code to its address. The code is valid for one hour.',
  code: 'Code from the e-mail',
  newPassword: 'New Password',
  repeatPassword: 'Repeat New Password',
  submit: 'Reset password',
  busy: 'Resetting…',
  resend: 'Send a new code',
  backToSignIn: 'Back to sign in',
  done: 'Your password has been reset. Sign in with your new password.',
} as const;
