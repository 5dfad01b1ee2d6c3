import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '../../../src/ui/StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['COMPLETED', 'Completed', 'green'],
    ['SUBMITTING_TO_XTRF', 'Submitting to Human Expert', 'green'],
    ['SUBMITTED_TO_XTRF', 'Submitted to Human Expert', 'green'],
    ['CANCELLING', 'Failed', 'red'],
    ['FAILED', 'Failed', 'red'],
    ['ARCHIVED', 'Archived', 'grey'],
    ['TRANSLATING', 'Processing', 'blue'],
    ['CREATED', 'Processing', 'blue'],
    ['QUOTE_EXPIRED', 'Unknown status', 'blue'],
    [undefined, 'Unknown status', 'blue'],
  ])('shows %s as %s in %s', (status, label, colour) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-colour', colour);
  });

  it.each([
    ['QUOTE_READY_FOR_CLIENT_REVIEW', 'QUOTE_REQUEST', 'Quote is ready for review', 'blue'],
    ['CREATED', 'QUOTE_REQUEST', 'Estimating', 'blue'],
    ['CREATED', 'TRANSLATION_REQUEST', 'Translating', 'blue'],
    ['SUBMITTED_TO_XTRF', 'TRANSLATION_REQUEST', 'In translation', 'green'],
    ['SUBMITTING_TO_XTRF', 'TRANSLATION_REQUEST', 'Processing', 'green'],
    ['FAILED', 'TRANSLATION_REQUEST', 'Failed', 'red'],
  ])('in a procurement list shows %s of a %s as %s in %s', (status, requestType, label, colour) => {
    render(<StatusBadge status={status} requestType={requestType} list="requests" />);
    expect(screen.getByText(label)).toHaveAttribute('data-colour', colour);
  });

  it('gives each colour its own look', () => {
    render(
      <>
        <StatusBadge status="COMPLETED" />
        <StatusBadge status="FAILED" />
        <StatusBadge status="ARCHIVED" />
        <StatusBadge status="ANALYZING" />
      </>,
    );
    const classes = ['Completed', 'Failed', 'Archived', 'Processing'].map(
      (label) => screen.getByText(label).className,
    );
    expect(new Set(classes).size).toBe(4);
  });
});
