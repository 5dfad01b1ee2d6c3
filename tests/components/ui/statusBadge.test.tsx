import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOB_REQUEST_STATUSES } from '../../../src/platform/domain/enums';
import { StatusBadge } from '../../../src/ui/StatusBadge';

/** The look of each label a list of this kind shows, one badge per status. */
function looks(list: 'machineTranslation' | 'requests', requestType?: string) {
  const statuses = [...JOB_REQUEST_STATUSES, 'SOMETHING_NEW'];
  const { unmount } = render(
    <>
      {statuses.map((status) => (
        <span key={status} data-testid="badge">
          <StatusBadge status={status} requestType={requestType} list={list} />
        </span>
      ))}
    </>,
  );
  const byLabel = new Map<string, Set<string>>();
  for (const badge of screen.getAllByTestId('badge').map((wrapper) => wrapper.firstElementChild!)) {
    const label = badge.textContent ?? '';
    byLabel.set(label, (byLabel.get(label) ?? new Set()).add(badge.className));
  }
  unmount();
  return byLabel;
}

describe('StatusBadge', () => {
  it.each([
    ['COMPLETED', 'Completed', 'completed'],
    ['SUBMITTING_TO_XTRF', 'Submitting to Human Expert', 'handingOver'],
    ['SUBMITTED_TO_XTRF', 'Submitted to Human Expert', 'withExpert'],
    ['CANCELLING', 'Failed', 'failed'],
    ['FAILED', 'Failed', 'failed'],
    ['ARCHIVED', 'Archived', 'archived'],
    ['TRANSLATING', 'Processing', 'inProgress'],
    ['CREATED', 'Processing', 'inProgress'],
    ['QUOTE_EXPIRED', 'Unknown status', 'unknown'],
    [undefined, 'Unknown status', 'unknown'],
  ])('shows %s as %s (%s)', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });

  it.each([
    ['QUOTE_READY_FOR_CLIENT_REVIEW', 'QUOTE_REQUEST', 'Quote is ready for review', 'awaitingClient'],
    ['QUOTE_ACCEPTED', 'QUOTE_REQUEST', 'Quote accepted', 'accepted'],
    ['QUOTE_REJECTED', 'QUOTE_REQUEST', 'Quote rejected', 'declined'],
    ['QUOTE_EXPIRED', 'QUOTE_REQUEST', 'Quote expired', 'expired'],
    ['CREATED', 'QUOTE_REQUEST', 'Estimating', 'inProgress'],
    ['CREATED', 'TRANSLATION_REQUEST', 'Translating', 'inProgress'],
    ['SUBMITTED_TO_XTRF', 'TRANSLATION_REQUEST', 'In translation', 'inProgress'],
    ['SUBMITTING_TO_XTRF', 'TRANSLATION_REQUEST', 'Processing', 'inProgress'],
    ['COMPLETED', 'TRANSLATION_REQUEST', 'Completed', 'completed'],
    ['FAILED', 'TRANSLATION_REQUEST', 'Failed', 'failed'],
  ])('in a procurement list shows %s of a %s as %s (%s)', (status, requestType, label, tone) => {
    render(<StatusBadge status={status} requestType={requestType} list="requests" />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
  });

  // One look per label, and labels that mean different things look different: a reader tells 'Submitted to
  // Human Expert' (in progress) from 'Completed', and 'Quote rejected' from 'Quote expired' from 'Quote is
  // ready for review'. The procurement labels of work under way (Estimating, Translating, ...) share one.
  it.each([
    [
      'machineTranslation',
      undefined,
      [
        'Completed',
        'Submitted to Human Expert',
        'Submitting to Human Expert',
        'Processing',
        'Failed',
        'Archived',
        'Unknown status',
      ],
    ],
    [
      'requests',
      'QUOTE_REQUEST',
      [
        'Quote is ready for review',
        'Quote accepted',
        'Quote rejected',
        'Quote expired',
        'Estimating',
        'Completed',
        'Failed',
        'Archived',
        'Unknown status',
      ],
    ],
    ['requests', 'TRANSLATION_REQUEST', ['Translating', 'Completed', 'Failed', 'Archived', 'Unknown status']],
  ] as const)(
    'in a %s list (%s) each label has one look, and these differ',
    (list, requestType, distinct) => {
      const byLabel = looks(list, requestType);
      for (const [label, classes] of byLabel) expect(classes.size, label).toBe(1);
      const distinctLooks = distinct.map((label) => [...byLabel.get(label)!][0]);
      expect(new Set(distinctLooks).size).toBe(distinct.length);
    },
  );
});
