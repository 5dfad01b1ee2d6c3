// The shared blocks' words follow the interface language; in English they stay the product's words.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../src/platform/i18n/runtime';
import { REQUEST_SECTIONS } from '../../../src/widgets/requestForm/requestSections';
import { SUBMIT_LABELS } from '../../../src/widgets/requestForm/SubmitButtons';
import { requestColumns } from '../../../src/widgets/requestList/requestColumns';
import { VERIFICATION_TEXTS } from '../../../src/widgets/verification/texts';

const headers = () => requestColumns((id) => `/requests/${id}`, 'requests').map((column) => column.header);

describe('the widgets in the interface language', () => {
  it('says the request list’s headers, the request form’s and the verification dialog’s words in German once German is active', async () => {
    expect(headers()).toEqual(['Name', 'Source language', 'Target languages', 'Submitted on', 'Status']);
    expect(VERIFICATION_TEXTS.sentTo('a@b.example')).toBe(
      'We sent a 6-character verification code to a@b.example.',
    );
    await act(() => activateLocale('de'));
    expect(headers()).toEqual(['Name', 'Ausgangssprache', 'Zielsprachen', 'Gesendet am', 'Status']);
    expect(VERIFICATION_TEXTS.title).toBe('E-Mail-Adresse bestätigen');
    expect(SUBMIT_LABELS.PROJECT).toBe('Zur Übersetzung senden');
    expect(REQUEST_SECTIONS.document.title).toBe('Dokumentangaben');
    expect(VERIFICATION_TEXTS.sentTo('a@b.example')).toBe(
      'Wir haben einen 6-stelligen Bestätigungscode an a@b.example gesendet.',
    );
  });
});
