import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Alert } from '../../../src/ui/Alert';
import { Breadcrumbs } from '../../../src/ui/Breadcrumbs';
import { ComingSoon } from '../../../src/ui/ComingSoon';
import { ToolIcon } from '../../../src/ui/icons/ToolIcon';
import { PlaceholderPage } from '../../../src/ui/PlaceholderPage';
import { LoadingBlock, Spinner } from '../../../src/ui/Spinner';

describe('Breadcrumbs', () => {
  it('links every crumb but the current page, with the given link component', () => {
    const RouterLink = ({ href, children }: { href: string; children?: ReactNode }) => (
      <a href={`#${href}`}>{children}</a>
    );
    render(<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Dashboard' }]} link={RouterLink} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#/');
    expect(screen.getByText('Dashboard')).toHaveAttribute('aria-current', 'page');
  });
});

describe('pages of tools without screens', () => {
  it('placeholder: title, an illustration and the text, as the future home of the page', () => {
    render(<PlaceholderPage title="Connectors" illustration="plug" paragraphs={['Plug into your tools.']} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connectors' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Connectors illustration' })).toBeInTheDocument();
    expect(screen.getByText('Future home of the page')).toBeInTheDocument();
    expect(screen.getByText('Plug into your tools.')).toBeInTheDocument();
  });

  it('coming soon: says plainly that the tool is not there yet', () => {
    render(<ComingSoon title="Reports" description="Custom reports." />);
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});

describe('status blocks', () => {
  it('announces errors as alerts and the rest as status', () => {
    render(
      <>
        <Alert kind="error">Failed</Alert>
        <Alert kind="info" title="Note">
          Details
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('status')).toHaveTextContent('NoteDetails');
  });

  it('labels spinners unless they are decorative', () => {
    const { container } = render(
      <>
        <Spinner label="Saving" />
        <Spinner decorative />
        <LoadingBlock label="Loading reports…" />
        <ToolIcon name="report" />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getByText('Saving')).toHaveClass('sr-only');
    expect(screen.getByText('Loading reports…')).toBeInTheDocument();
    expect(container.querySelectorAll('svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(3);
  });
});
