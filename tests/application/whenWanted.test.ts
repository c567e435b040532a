import { whenWanted } from '../../src/application/whenWanted';
import { FakePageLifecycleAdapter } from '../fakes/FakePageLifecycleAdapter';

describe('whenWanted', () => {
  const slot = document.createElement('div');

  it('runs once, at the first interaction, and stops watching the viewport', () => {
    const page = new FakePageLifecycleAdapter();
    const task = jest.fn();
    whenWanted(page, [slot], '100% 0px', task);
    page.interact('press');
    page.bringNearViewport(slot);
    expect(task).toHaveBeenCalledTimes(1);
    expect(page.viewportWatches).toEqual([]);
  });

  it('runs once, when one of the elements nears the viewport, and stops waiting for an interaction', () => {
    const page = new FakePageLifecycleAdapter();
    const task = jest.fn();
    whenWanted(page, [slot], '100% 0px', task);
    page.bringNearViewport(slot);
    page.interact('key');
    expect(task).toHaveBeenCalledTimes(1);
    expect(page.interactionWaitCount).toBe(0);
  });

  it('waits only for the interactions it names, and for nothing once cancelled', () => {
    const page = new FakePageLifecycleAdapter();
    const task = jest.fn();
    const cancel = whenWanted(page, [slot], '50% 0px', task, ['scroll']);
    page.interact('press');
    expect(task).not.toHaveBeenCalled();
    cancel();
    expect(page.interactionWaitCount).toBe(0);
    expect(page.viewportWatches).toEqual([]);
    page.interact('scroll');
    page.bringNearViewport(slot);
    expect(task).not.toHaveBeenCalled();
  });
});
