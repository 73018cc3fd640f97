import { recordError } from '@meranti/platform';
import { Component, type ReactNode } from 'react';

interface Props {
  readonly area: string;
  readonly onRetry: () => void;
  readonly fallback: (retry: () => void) => ReactNode;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
}

/** Contains an area's failure to its own slot: header, footer and other areas keep working. */
export class AreaErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`[shell] the ${this.props.area} area failed to load:`, error);
    // A load the registry counted already is not counted again; a page that threw while rendering is.
    recordError('boundary', error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
