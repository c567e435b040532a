import { Component, StrictMode, startTransition, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { yieldToMain } from './scheduling';
import { ServicesProvider, type ServiceResolver } from './services';

/** What every island receives from the boot code. */
export type IslandComponent<P> = ComponentType<P>;

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

/**
 * Mounts each element marked `data-tabiji-island="name"` with the island registered under that name, one
 * island per task and each as an interruptible (transition) render, so no mount blocks input for long.
 * Unknown names are reported and skipped; each island has its own root and error boundary.
 */
export async function mountIslands<P extends object>(
  root: ParentNode,
  islands: Readonly<Record<string, IslandComponent<P>>>,
  props: P,
  services: ServiceResolver,
): Promise<string[]> {
  const mounted: string[] = [];
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-tabiji-island]'))) {
    const name = element.dataset['tabijiIsland'] ?? '';
    const Island = Object.hasOwn(islands, name) ? islands[name] : undefined;
    if (!Island) {
      console.warn(`Tabiji: no island is called "${name}"; the region was left as the host rendered it.`);
      continue;
    }
    await yieldToMain();
    try {
      const reactRoot = createRoot(element, { identifierPrefix: `tabiji-${name}-` });
      startTransition(() =>
        reactRoot.render(
          <StrictMode>
            <IslandBoundary name={name}>
              <ServicesProvider services={services}>
                <Island {...props} />
              </ServicesProvider>
            </IslandBoundary>
          </StrictMode>,
        ),
      );
      mounted.push(name);
    } catch (error) {
      console.error(`Tabiji: the "${name}" island could not be mounted.`, error);
    }
  }
  return mounted;
}
