// A fault in drawing one part never blanks the window: the part that failed says so, with a way
// to draw it again and its details to copy for a bug report, while everything around it works on.
// One class, since React catches render errors only in a class component; small enough to sit on
// the first screen's path, where a library would add more than it saves.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { copyText } from './copy-text.ts';

interface Props {
  /** What failed, in words: "This view", "This panel". */
  what: string;
  /** Called before drawing again (to forget the answers that could not be drawn). */
  onReload?: () => void;
  /** The reload button's words; "Reload this view" for `what` "This view". */
  reloadLabel?: string;
  /** Smaller, for a panel inside a view. */
  compact?: boolean;
  children: ReactNode;
}

interface State {
  error: Error | null;
  componentStack: string;
}

/** The first line of an error, as said on screen. */
export function firstLine(error: Error): string {
  return `${error.name}: ${error.message}`.split('\n')[0]!.slice(0, 300);
}

export class FaultBoundary extends Component<Props, State> {
  override state: State = { error: null, componentStack: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? '' });
  }

  private reload = () => {
    this.props.onReload?.();
    this.setState({ error: null, componentStack: '' });
  };

  private copy = async () => {
    const { error, componentStack } = this.state;
    if (!error) return;
    const details = [
      `${this.props.what} could not be shown.`,
      firstLine(error),
      '',
      error.stack ?? '',
      componentStack.trim(),
      '',
      `Page: ${location.hash}`,
      `Agent: ${navigator.userAgent}`,
    ].join('\n');
    await copyText(details, 'the details');
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className={this.props.compact ? 'fault fault-compact' : 'fault'} role="alert" data-testid="fault">
        <p className="fault-title">{this.props.what} could not be shown.</p>
        <p className="fault-detail">{firstLine(error)}</p>
        <div className="fault-actions">
          <button type="button" className="primary" onClick={this.reload}>
            {this.props.reloadLabel ?? `Reload ${this.props.what.toLowerCase()}`}
          </button>
          <button type="button" onClick={() => void this.copy()}>
            Copy details
          </button>
        </div>
      </div>
    );
  }
}
