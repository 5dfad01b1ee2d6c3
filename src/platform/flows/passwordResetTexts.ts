// The forgotten-password screens' words in English, for `llts password forgot` and the tests that quote
// them; the pages say them in the reader's language (passwordResetMessages). The validation messages are the
// platform's (MESSAGES); the code's answers are the identity service's own.
import { englishLabels } from '../i18n/runtime';
import { passwordResetMessages } from './i18n/passwordReset/messages';

export const PASSWORD_RESET_TEXTS = englishLabels(passwordResetMessages, {
  link: 'passwordReset.link',
  title: 'passwordReset.title',
  intro: 'passwordReset.intro',
  username: 'passwordReset.username',
  send: 'passwordReset.send',
  sending: 'passwordReset.sending',
  codeSent: 'passwordReset.codeSent',
  code: 'passwordReset.code',
  newPassword: 'passwordReset.newPassword',
  repeatPassword: 'passwordReset.repeatPassword',
  submit: 'passwordReset.submit',
  busy: 'passwordReset.busy',
  resend: 'passwordReset.resend',
  backToSignIn: 'passwordReset.backToSignIn',
  done: 'passwordReset.done',
});
