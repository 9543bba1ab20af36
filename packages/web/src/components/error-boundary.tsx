import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface Props {
  /** What shows instead of the failed part; nothing by default. */
  fallback?: ReactNode;
  /** Where the failure is, for the console: "block pageHero", "screen". */
  label: string;
  children: ReactNode;
}

/** Keeps one failing part (a block, a screen) from blanking the whole app. */
export class ErrorBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.label} failed to render`, error, info.componentStack);
  }

  override render() {
    return this.state.hasFailed ? (this.props.fallback ?? null) : this.props.children;
  }
}
