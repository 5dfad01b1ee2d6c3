// The products with no screens yet (spec §2), each one manifest and its words on the one placeholder page: the
// tool's title as the heading, its picture named after it, its words with the product name filled in, and
// Request a quote under the URL's branch.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { manifest as anythingInBetween } from '../../../src/apps/anythingInBetween/manifest';
import { manifest as connector } from '../../../src/apps/connector/manifest';
import { manifest as languageConnect } from '../../../src/apps/languageConnect/manifest';
import { manifest as lltsConnect } from '../../../src/apps/lltsConnect/manifest';
import { manifest as quickTranslation } from '../../../src/apps/quickTranslation/manifest';
import { manifest as solutionWizard } from '../../../src/apps/solutionWizard/manifest';
import { manifest as webSitesEasyWay } from '../../../src/apps/webSitesEasyWay/manifest';
import { manifest as websiteProxy } from '../../../src/apps/websiteProxy/manifest';
import { DEFAULT_CONFIG } from '../../../src/platform/config/runtimeConfig';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderTool } from '../../support/renderTool';

useFixtureServer();

const PAGES = [
  ['/uk/anythingInBetween', anythingInBetween, 'Anything in Between', /^Anything in Between covers/],
  ['/uk/connector', connector, 'Connectors', /^Connectors plug the portal/],
  ['/uk/languageConnect', languageConnect, 'Language Connect', /^Language Connect gives your teams/],
  ['/uk/lltsConnect', lltsConnect, 'llts Connect', /^llts Connect links the systems/],
  ['/uk/quickTranslation', quickTranslation, 'Quick Translation', /^Quick Translation is for short/],
  ['/uk/solutionWizard', solutionWizard, 'Solution Wizard', /^The Solution Wizard will ask/],
  ['/uk/webSitesEasyWay', webSitesEasyWay, 'Websites the Easy Way', /^Websites the Easy Way takes care/],
  ['/uk/websiteProxy', websiteProxy, 'Website Translation', /^Website Translation serves your site/],
] as const;

describe('placeholder tools', () => {
  it.each(PAGES)('%s is the placeholder page with its words', async (url, manifest, title, words) => {
    await renderTool(manifest, url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText('Future home of the page')).toBeVisible();
    expect(screen.getByRole('img', { name: `${title} illustration` })).toBeInTheDocument();
    expect(screen.getByText(words)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/uk/createProject',
    );
  });

  it('names the configured product in the title and the words of the {product} Connect page', async () => {
    await renderTool(lltsConnect, '/b-east/acmeConnect', {
      config: { ...DEFAULT_CONFIG, productName: 'acme' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'acme Connect' })).toBeVisible();
    expect(screen.getByText(/^acme Connect links the systems/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/b-east/createProject',
    );
  });
});
