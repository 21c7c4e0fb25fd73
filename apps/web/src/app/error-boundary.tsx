import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorScreen } from "./error-screen.tsx";

interface State {
  error: unknown;
  failed: boolean;
}

/** Last line of defence around the whole app: anything the router's error elements do not catch. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <main id="main-content" tabIndex={-1}>
          <ErrorScreen error={this.state.error} />
        </main>
      );
    }
    return this.props.children;
  }
}
