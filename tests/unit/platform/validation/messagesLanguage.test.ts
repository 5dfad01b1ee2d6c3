// The validation messages follow the interface language when they are shown, though the schemas that carry
// them are built once, when their module loads; in English (the CLI's, which never switches) they stay the
// spec's words.
import { describe, expect, it } from 'vitest';
import { clientForEmail } from '../../../../src/platform/flows/clientForEmail';
import { FLOW_MESSAGES } from '../../../../src/platform/flows/flowErrors';
import { ESCALATION_MESSAGES } from '../../../../src/platform/flows/humanEscalation';
import { REQUEST_PREPARATION_MESSAGES } from '../../../../src/platform/flows/requestPreparation';
import type { HttpClient } from '../../../../src/platform/http/client';
import { activateLocale } from '../../../../src/platform/i18n/runtime';
import * as accountSchemas from '../../../../src/platform/validation/accountSchemas';
import { acceptAgreementSchema } from '../../../../src/platform/validation/autoQuoteAnswer';
import { passwordSchema } from '../../../../src/platform/validation/fieldSchemas';
import { MESSAGE_BUILDERS, MESSAGES } from '../../../../src/platform/validation/messages';
import { paymentPreferencesSchema } from '../../../../src/platform/validation/paymentPreferences';
import * as projectSchemas from '../../../../src/platform/validation/projectSchemas';
import { signInSchema } from '../../../../src/platform/validation/signInSchemas';
import { validateSync, type SyncSchema } from '../../../../src/platform/validation/validateSync';

const MiB = 1024 * 1024;

describe('validation messages in the interface language', () => {
  it('says a schema’s messages in German once German is active, and in English again after', async () => {
    expect(validateSync(signInSchema, {})).toEqual({ username: 'Required', password: 'Required' });
    await activateLocale('de');
    expect(validateSync(signInSchema, {})).toEqual({ username: 'Pflichtfeld', password: 'Pflichtfeld' });
    expect(validateSync(passwordSchema, 'short')).toEqual({
      '': 'Das Passwort muss mindestens 8 Zeichen lang sein',
    });
    expect(validateSync(acceptAgreementSchema, { agreement: false })).toEqual({
      agreement:
        'Bitte bestätigen Sie mit dem Häkchen die Nutzungsbedingungen und die Datenschutzerklärung, bevor Sie das Angebot annehmen.',
    });
    await activateLocale('en');
    expect(validateSync(passwordSchema, 'short')).toEqual({ '': 'Password must be at least 8 characters' });
  });

  it('leaves no English message in any schema built when its module loaded', async () => {
    const english = new Set(Object.values(MESSAGES));
    const schemas = (
      [
        ...Object.values(accountSchemas),
        ...Object.values(projectSchemas),
        signInSchema,
        acceptAgreementSchema,
        paymentPreferencesSchema,
      ] as unknown[]
    ).filter((schema): schema is SyncSchema => typeof (schema as SyncSchema).validateSync === 'function');
    await activateLocale('de');
    const shown = schemas.flatMap((schema) => Object.values(validateSync(schema, {})));
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.filter((message) => english.has(message))).toEqual([]);
  });

  it('builds the messages that name files, languages and limits in German, lists and numbers as German writes them', async () => {
    await activateLocale('de');
    expect(MESSAGES.REQUIRED).toBe('Pflichtfeld');
    expect(MESSAGES.MFA_CODE_FORMAT).toBe('Der Code muss aus 6 Ziffern bestehen');
    expect(MESSAGE_BUILDERS.duplicateFileNames(['a.docx', 'b.pdf', 'c.txt'])).toBe(
      'Dateien mit gleichem Namen können nicht hinzugefügt werden: a.docx, b.pdf und c.txt',
    );
    expect(MESSAGE_BUILDERS.fileTooLarge('x.bin', 1.5 * MiB)).toBe('x.bin muss kleiner als 1,5 MB sein');
    expect(MESSAGE_BUILDERS.tooManyFiles(1)).toBe('Sie können höchstens 1 Datei hinzufügen');
    expect(MESSAGE_BUILDERS.tooManyFiles(20)).toBe('Sie können höchstens 20 Dateien hinzufügen');
    expect(MESSAGE_BUILDERS.mediaFileTooLarge('a.mp3', 'audio', 5)).toBe(
      'a.mp3 muss kleiner als die Höchstgröße für Audiodateien von 5 MB sein',
    );
  });

  it('says the flows’ messages in German, and their English as before', async () => {
    expect(REQUEST_PREPARATION_MESSAGES.unknownFields(['a', 'b'], [])).toBe(
      'Unknown fields a, b; known: none',
    );
    expect(REQUEST_PREPARATION_MESSAGES.unknownService('x', '')).toBe("Unknown service 'x'; offered: none");
    expect(REQUEST_PREPARATION_MESSAGES.serviceRequired('1 (Translation)')).toBe(
      'Required (one of 1 (Translation))',
    );
    await activateLocale('de');
    expect(FLOW_MESSAGES.quoteExpired).toBe(
      'Dieses Angebot ist abgelaufen und kann nicht mehr angenommen oder abgelehnt werden.',
    );
    expect(REQUEST_PREPARATION_MESSAGES.notLinked('umbrella')).toBe(
      "Sie sind nicht mit der Organisation 'umbrella' verknüpft.",
    );
    expect(REQUEST_PREPARATION_MESSAGES.unknownFields(['a'], ['b', 'c'])).toBe(
      'Unbekanntes Feld a; bekannt: b und c',
    );
    expect(ESCALATION_MESSAGES.notEscalatable('NEW')).toBe(
      'Nur eine abgeschlossene oder fehlgeschlagene Anfrage kann an einen menschlichen Experten gehen (diese hat den Status NEW).',
    );
    await expect(clientForEmail({} as HttpClient, 'no-domain')).rejects.toThrow('Ungültiges E-Mail-Format');
  });
});
