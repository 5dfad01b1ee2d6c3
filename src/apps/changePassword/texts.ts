// The change-password page's words (part 2 §2.4, §5). The validation messages are the platform's
// (MESSAGES: the shared password rule, 'Entered value does not match the New Password value',
// 'Invalid Old Password value'); the rest is ours.
export const CHANGE_PASSWORD_TEXTS = {
  title: 'Change Password',
  intro: 'Change the password you use to sign in to the portal.',
  open: 'Change password',
  dialogTitle: 'Change your password',
  oldPassword: 'Old Password',
  newPassword: 'New Password',
  repeatPassword: 'Repeat New Password',
  submit: 'Change password',
  busy: 'Changing…',
  cancel: 'Cancel',
  ssoTitle: 'Password managed by your organisation',
  ssoWarning:
    'You sign in through your organisation (single sign-on), so your password cannot be changed here. Please contact your IT department.',
  doneTitle: 'Password changed',
  done: 'Your password has been changed. Use the new password the next time you sign in.',
  home: 'Return to home page',
} as const;
