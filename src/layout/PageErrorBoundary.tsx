import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { UnexpectedErrorAlert } from '../pages/AppErrorPage';

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <UnexpectedErrorAlert /> : this.props.children;
  }
}

/** Keeps the shell standing when a page fails; moving to another page tries again. */
export const PageErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary key={useLocation().pathname}>{children}</ErrorBoundary>
);
