// /consoleHelp: the FAQ in English (the spec's words) and in German, every question, answer and the contacts.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/consoleHelp/manifest';
import { LOCALE_STORAGE_KEY } from '../../../../src/platform/i18n/localeChoice';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

useFixtureServer();

describe('help & FAQ', () => {
  it('lists the questions by topic, each answer under its question, and how to reach support', async () => {
    const { user } = await renderTool(manifest, '/consoleHelp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & FAQ' })).toBeVisible();
    expect(document.title).toBe('Help & FAQ · Language Services Portal');
    const account = screen.getByRole('region', { name: 'Signing in and your account' });
    await user.click(within(account).getByText('How do I sign in?'));
    expect(
      within(account).getByText(
        'If you use an authenticator app, enter the 6-digit code it shows after your password. Codes change every 30 seconds; if one is refused, wait for the next.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/with a 6-character verification code instead\.$/)).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Still need help?' });
    expect(contact).toHaveTextContent(
      'Write to support@llts.example.com or call +1 (212) 555-0147. We reply within 24 hours or one business day.',
    );
    expect(within(contact).getByRole('link', { name: 'support@llts.example.com' })).toHaveAttribute(
      'href',
      'mailto:support@llts.example.com',
    );
  });

  it('reads in German: headings, questions, answers with their numbers, the contacts and the tab title', async () => {
    const { user } = await renderTool(manifest, '/uk/consoleHelp', {
      localStorage: { [LOCALE_STORAGE_KEY]: 'de' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hilfe & FAQ' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Hilfe & FAQ · Language Services Portal'));
    expect(screen.getByText(/^Antworten auf die Fragen/)).toBeVisible();
    const account = screen.getByRole('region', { name: 'Anmeldung und Ihr Konto' });
    await user.click(within(account).getByText('Wie melde ich mich an?'));
    expect(within(account).getByText(/den 6-stelligen Code ein, den sie anzeigt\./)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Anfragen und Angebote' })).toHaveTextContent(
      /mit einem 6-stelligen Bestätigungscode\./,
    );
    expect(screen.getByRole('region', { name: 'KI-Übersetzung und Tools' })).toHaveTextContent(
      'Was sind Sprachgruppen?',
    );
    // The UK branch's contacts, inside the German sentence.
    const contact = screen.getByRole('region', { name: 'Brauchen Sie weitere Hilfe?' });
    expect(contact).toHaveTextContent(
      'Schreiben Sie an support.uk@llts.example.com oder rufen Sie +44 20 7946 0321 an. Wir antworten',
    );
    expect(within(contact).getByRole('link', { name: '+44 20 7946 0321' })).toBeVisible();
    expect(screen.queryByText(/How do I|Still need help/)).toBeNull();
  });
});
