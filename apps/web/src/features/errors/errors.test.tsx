import { render, screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { GlobalErrorBoundary } from './components/global-error-boundary.tsx';
import { installGlobalErrorHandlers } from './install-global-handlers.ts';

function Boom(): never {
  throw new Error('render failed');
}

describe('global error handling', () => {
  it("shows 'Something went wrong.' when rendering fails", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // React reports caught render errors through console.error; the boundary is what this test is about.
    vi.mocked(console.error).mockImplementation(() => {});
    render(
      <GlobalErrorBoundary>
        <Boom />
      </GlobalErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });

  it('toasts unhandled promise rejections', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ToastContainer />);
    const uninstall = installGlobalErrorHandlers();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: new Error('background') });
    window.dispatchEvent(event);
    await waitFor(() => expect(screen.getByText('Something went wrong.')).toBeInTheDocument());
    uninstall();
  });
});
