import { Component, StrictMode, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useIsClient } from './hooks/useIsClient';
import { ServicesProvider, type ServiceResolver } from './services';

/** Catches one island's render errors so the other islands keep working. */
class IslandBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Tabiji: the "${this.props.name}" island failed and was left out.`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Calls `onReady` once the island runs in the browser with browser state (after any hydration). */
function ReadySignal({ onReady }: { onReady: () => void }) {
  const isClient = useIsClient();
  useEffect(() => {
    if (isClient) onReady();
  }, [isClient, onReady]);
  return null;
}

/**
 * The tree around every island, the same on the server and in the browser (so hydration and `useId` match):
 * strict mode, its own error boundary and the services. `onReady` is for the browser only.
 */
export function IslandRoot({
  name,
  services,
  onReady,
  children,
}: {
  name: string;
  services: ServiceResolver;
  onReady?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <IslandBoundary name={name}>
        <ServicesProvider services={services}>{children}</ServicesProvider>
      </IslandBoundary>
      {onReady && <ReadySignal onReady={onReady} />}
    </StrictMode>
  );
}
