import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/** Keeps the table standing if a model file cannot be loaded; the piece is then simply absent. */
export class ModelBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };
  static getDerivedStateFromError(): State {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.warn('A table model failed to load', error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
