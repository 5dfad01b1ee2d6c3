// The error catalogue's words follow the interface language: an error made while German is active says them
// in German; in English (the CLI's, which never switches) they are the spec's words, byte for byte.
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_MESSAGES,
  catalogueStatusText,
  COMMON_MESSAGES,
  QUOTE_ANSWER_MESSAGES,
} from '../../../../src/platform/http/catalogue';
import { ApiError, NetworkError } from '../../../../src/platform/http/errors';
import { PAGE_FAILURE_IDS, pageFailureMessages } from '../../../../src/platform/http/pageFailureTexts';
import { userFacingMessage } from '../../../../src/platform/http/userMessage';
import { activateLocale } from '../../../../src/platform/i18n/runtime';

const failed = (status: number, callMessages = QUOTE_ANSWER_MESSAGES) =>
  new ApiError({ url: '/jobRequests/1/accept', status, body: undefined, callMessages });

describe('the error catalogue', () => {
  it('says the spec’s words in English', () => {
    expect(userFacingMessage(failed(409))).toBe('Conflict error');
    expect(userFacingMessage(failed(404, ARCHIVE_MESSAGES))).toBe('Job request not found');
    expect(failed(400).message).toBe('Bad input parameter');
    expect(failed(503).message).toBe('Service Unavailable');
    expect(catalogueStatusText(418)).toBe('Generic Error');
    expect(new NetworkError('/x').message).toBe(
      'Unable to reach the server. Check your connection and try again.',
    );
    expect(COMMON_MESSAGES.oops).toBe('Oops, something went wrong');
    expect(COMMON_MESSAGES.signInFailed).toBe('Unable to sign in.  Please try again later.');
    expect(userFacingMessage(undefined)).toBe('Unexpected error');
  });

  it('says them in German once German is active; the English stays at hand for what leaves the page', async () => {
    await activateLocale('de');
    expect(userFacingMessage(failed(409))).toBe('Konfliktfehler');
    expect(userFacingMessage(failed(404, ARCHIVE_MESSAGES))).toBe('Auftragsanfrage nicht gefunden');
    expect(failed(404).message).toBe('Nicht gefunden');
    expect(catalogueStatusText(418)).toBe('Allgemeiner Fehler');
    expect(new NetworkError('/x').message).toBe(
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect(COMMON_MESSAGES.oops).toBe('Hoppla, da ist etwas schiefgelaufen');
    expect(userFacingMessage(undefined)).toBe('Unerwarteter Fehler');
    expect(pageFailureMessages.english(PAGE_FAILURE_IDS.network)).toBe(
      'Unable to reach the server. Check your connection and try again.',
    );
  });
});
