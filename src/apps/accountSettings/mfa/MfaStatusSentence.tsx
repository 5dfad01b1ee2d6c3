// "Authenticator app MFA is enabled." with its status word in bold: the whole sentence is one message, so a
// language puts the word where its grammar wants it, and the bold word is found in the sentence as said.
import { useMessages } from '../../../ui/uiLocale';
import { accountSettingsMessages } from '../messages';

export function MfaStatusSentence({ enabled }: { enabled: boolean }) {
  const t = useMessages(accountSettingsMessages);
  const status = enabled ? 'enabled' : 'disabled';
  const sentence = t('accountSettings.mfa.status', { status });
  const word = t('accountSettings.mfa.statusWord', { status });
  const at = sentence.indexOf(word);
  return (
    <p className="text-sm text-slate-900">
      {at < 0 ? (
        sentence
      ) : (
        <>
          {sentence.slice(0, at)}
          <strong>{word}</strong>
          {sentence.slice(at + word.length)}
        </>
      )}
    </p>
  );
}
