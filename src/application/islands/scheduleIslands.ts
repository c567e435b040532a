import { HOST_MARKUP } from '../../domain/hostMarkup';
import type { IslandTrigger } from '../../domain/islandTriggers';
import type { ClockPort } from '../../ports/ClockPort';
import type { PageLifecyclePort } from '../../ports/PageLifecyclePort';

/** What the `signed-in` trigger asks of the page. */
export interface IslandConditions {
  /**
   * Someone may be signed in on this origin (false only when nobody can be, told without loading any SDK); asked at
   * start and again whenever the page comes back (another tab, the back/forward cache), where a sign-in may have been.
   */
  mayBeSignedIn(): Promise<boolean>;
}

export interface IslandSchedulerDeps {
  readonly page: Pick<PageLifecyclePort, 'onFirstInteraction' | 'whenNearViewport' | 'onReturn' | 'onVisible'>;
  readonly clock: Pick<ClockPort, 'whenIdle'>;
  readonly conditions: IslandConditions;
  /** Fetches the islands' code (once) and mounts these regions; called once per region at most. */
  readonly mount: (regions: HTMLElement[]) => void;
}

/** How near the viewport a `visible` island starts loading: a screen ahead, so it is ready when it arrives. */
export const VISIBLE_MARGIN = '100% 0px';

/** The longest an `idle` island waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 5_000;

/** Mounts a scheduled region now, whatever its triggers (a kept tap needs it); a region already mounted is left. */
export type MountNow = (region: HTMLElement) => void;

/**
 * Arms each region's triggers (`triggers` by island name, see src/ui/islands/loading.ts) and mounts the region when the
 * first one fires; the others are then disarmed. Regions fired by the same event are mounted together. A region
 * naming no island of this build is reported and left as the host rendered it, without loading anything.
 */
export function scheduleIslands(
  root: ParentNode,
  triggers: Readonly<Record<string, readonly IslandTrigger[]>>,
  deps: IslandSchedulerDeps,
): MountNow {
  const atInteraction: HTMLElement[] = [];
  const whenSignedIn: HTMLElement[] = [];
  const scheduled: Array<{ region: HTMLElement; when: readonly IslandTrigger[] }> = [];
  for (const region of Array.from(root.querySelectorAll<HTMLElement>(`[${HOST_MARKUP.island}]`))) {
    const name = region.getAttribute(HOST_MARKUP.island) ?? '';
    const when = Object.hasOwn(triggers, name) ? triggers[name] : undefined;
    if (!when) {
      console.warn(`Tabiji: no island is called "${name}"; the region was left as the host rendered it.`);
      continue;
    }
    scheduled.push({ region, when });
  }

  const mounted = new Set<HTMLElement>();
  const cancels = new Map<HTMLElement, Array<() => void>>();
  const mountNow = (regions: readonly HTMLElement[]) => {
    const due = regions.filter((region) => !mounted.has(region));
    if (due.length === 0) return;
    for (const region of due) {
      mounted.add(region);
      for (const cancel of cancels.get(region) ?? []) cancel();
      cancels.delete(region);
    }
    deps.mount(due);
  };
  const onCancel = (region: HTMLElement, cancel: () => void) => {
    if (mounted.has(region)) cancel();
    else cancels.set(region, [...(cancels.get(region) ?? []), cancel]);
  };

  for (const { region, when } of scheduled) {
    for (const trigger of when) {
      if (mounted.has(region)) break;
      switch (trigger) {
        case 'signed-in':
          whenSignedIn.push(region);
          break;
        case 'interaction':
          atInteraction.push(region);
          break;
        case 'visible':
          onCancel(region, deps.page.whenNearViewport([region], VISIBLE_MARGIN, () => mountNow([region])));
          break;
        case 'idle':
          onCancel(region, deps.clock.whenIdle(() => mountNow([region]), IDLE_TIMEOUT_MS));
          break;
      }
    }
  }
  if (whenSignedIn.length > 0) {
    const check = () => {
      if (whenSignedIn.every((region) => mounted.has(region))) return;
      void deps.conditions.mayBeSignedIn().catch(() => true).then((yes) => yes && mountNow(whenSignedIn));
    };
    check();
    deps.page.onReturn(check);
    deps.page.onVisible(check);
  }
  // One listener for every region that waits for it (it ends itself at the first interaction); regions mounted
  // meanwhile by another trigger are skipped then.
  if (atInteraction.some((region) => !mounted.has(region))) deps.page.onFirstInteraction(() => mountNow(atInteraction));
  const isScheduled = new Set(scheduled.map(({ region }) => region));
  return (region) => {
    if (isScheduled.has(region)) mountNow([region]);
  };
}
