import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SomethingWentWrong } from './something-went-wrong.tsx';

interface State {
  failed: boolean;
}

/** Last-resort boundary around the whole app (spec §8 "Global error"). */
export class GlobalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('Unhandled render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <SomethingWentWrong /> : this.props.children;
  }
}
