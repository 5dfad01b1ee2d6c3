// Reuse details: /createProject?reuse=<id> starts the form from a past request's languages,
// notes and custom field values; no files.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest } from '../../../../src/apps/createProject/manifest';
import { useFixtureServer } from '../../../support/fixtureServer';
import { renderTool } from '../../../support/renderTool';

const fixtures = useFixtureServer();

describe('reuse details', () => {
  it('fills languages, notes and the custom fields the client still has from the past request', async () => {
    const past = fixtures.backend.ctx.state.jobRequests.find(
      (r) => r.clientId === 'acme' && r.origination === 'MT',
    )!;
    past.sourceLanguage = { id: 'enu', name: 'English (United States)' };
    past.targetLanguages = [
      { id: 'jpn', name: 'Japanese' },
      { id: 'kor', name: 'Korean' },
    ];
    past.notes = 'Use the 2025 glossary.';
    past.customFields = [
      { fieldName: 'Department', value: 'Engineering' },
      { fieldName: 'Cost center', value: 'CC-4242' },
      { fieldName: 'Retired field', value: 'x' },
    ];
    await renderTool(manifest, `/createProject?reuse=${past.id}`, { as: 'employee' });
    expect(
      await screen.findByText(
        `Details of “${past.name}” are filled in: add the files and check the rest.`,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Request form' });
    expect(within(form).getByText('Japanese')).toBeInTheDocument();
    expect(within(form).getByText('Korean')).toBeInTheDocument();
    expect(within(form).queryByText('Spanish (Spain)')).toBeNull();
    expect(within(form).getByLabelText<HTMLTextAreaElement>(/^Notes/).value).toBe('Use the 2025 glossary.');
    expect(within(form).getByLabelText<HTMLInputElement>(/^Cost center/).value).toBe('CC-4242');
    expect(within(form).getByRole('button', { name: /^Department/ })).toHaveTextContent('Engineering');
    expect(within(form).queryByText(/\.docx$/)).toBeNull();
  });
});
