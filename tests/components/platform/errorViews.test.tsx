import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/platform/http/errors';
import { ErrorMessage } from '../../../src/platform/react/ErrorMessage';
import { ErrorPage } from '../../../src/platform/react/ErrorPage';
import { ToastViewport } from '../../../src/platform/react/ToastViewport';
import { uiMessages } from '../../../src/ui/messages';
import { showToast, toastError, TOAST_DURATION_MS } from '../../../src/platform/react/toasts';

const notFound = new ApiError({
  url: '/x',
  status: 404,
  body: { message: 'Quote not found', errorCode: 'AQ404' },
});

afterEach(() => vi.useRealTimers());

describe('inline error message', () => {
  it('shows the user-facing message as an alert', () => {
    render(<ErrorMessage error={notFound} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Quote not found [Error code: AQ404]');
  });

  it('renders nothing without an error', () => {
    const { container } = render(<ErrorMessage error={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('error page', () => {
  it('has a title, the message and its actions', () => {
    render(
      <ErrorPage title="Quote unavailable" error={notFound}>
        <a href="/">Return home</a>
      </ErrorPage>,
    );
    expect(screen.getByRole('heading', { name: 'Quote unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Quote not found [Error code: AQ404]')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');
  });

  it('defaults to the common texts', () => {
    render(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'Oops, something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('An error occurred. Please try again later.')).toBeInTheDocument();
  });
});

describe('toasts', () => {
  it('hide after 15 seconds', () => {
    vi.useFakeTimers();
    render(<ToastViewport dismissLabel={uiMessages.t('ui.dismissNotification')} />);
    act(() => void toastError(new ApiError({ url: '/x', status: 503, body: '' })));
    expect(screen.getByRole('alert')).toHaveTextContent('Service Unavailable');
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed, and success toasts are polite status messages', async () => {
    render(<ToastViewport dismissLabel={uiMessages.t('ui.dismissNotification')} />);
    act(() => void showToast('success', 'Copied', 5000));
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
