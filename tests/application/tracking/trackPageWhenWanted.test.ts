import { createLoadFailures } from '../../../src/application/loadFailures';
import type { PageVisitRecorder } from '../../../src/application/tracking/pageVisitRecorder';
import type { VisitEvent } from '../../../src/application/tracking/startTracking';
import { createVisitTracking } from '../../../src/application/tracking/trackPageWhenWanted';
import type { ClaimProgramPort, HeldEvent } from '../../../src/ports/ClaimProgramPort';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakePageLifecycleAdapter } from '../../fakes/FakePageLifecycleAdapter';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A claim program that tracks the page (or not) and keeps what it is given. */
function claimProgram(tracks: boolean): ClaimProgramPort & { held: HeldEvent[] } {
  const held: HeldEvent[] = [];
  return { held, tracksThisPage: () => tracks, record: (event) => void held.push(event), takeEvents: () => held.splice(0), takeLocationLookup: () => undefined };
}

/** A recorder that notes its start and what it records. */
function recorder() {
  const recorded: VisitEvent[] = [];
  const starts: Array<{ languageCode: string; startedAtMs: number }> = [];
  let handOvers = 0;
  const fake: PageVisitRecorder = {
    eventLog: {} as PageVisitRecorder['eventLog'],
    start: (page) => {
      starts.push(page);
      return () => undefined;
    },
    record: (event) => void recorded.push(event),
    handOver: () => void (handOvers += 1),
  };
  return { fake, recorded, starts, handOvers: () => handOvers };
}

function setUp({ tracks = true, mayBeSignedIn = false, loads = true, missedReturn = false } = {}) {
  const page = new FakePageLifecycleAdapter();
  const clock = new FakeClockAdapter();
  const program = claimProgram(tracks);
  const visitRecorder = recorder();
  let loadsAsked = 0;
  const tracking = createVisitTracking(
    { page, clock, failures: createLoadFailures({ page, clock }), claimProgram: program },
    () => {
      loadsAsked += 1;
      return loads ? Promise.resolve(visitRecorder.fake) : Promise.reject(new Error('the tracking chunk did not load'));
    },
  );
  tracking.startWhenWanted({ languageCode: 'th', lightMode: true, mayBeSignedIn: () => Promise.resolve(mayBeSignedIn), missedReturn });
  return { page, clock, program, visitRecorder, tracking, loadsAsked: () => loadsAsked };
}

describe('createVisitTracking (the recorder when wanted, ADR 041)', () => {
  it('a visit the claim program tracks fetches no recorder at load; the first interaction starts it, once', async () => {
    const { page, visitRecorder, loadsAsked } = setUp();
    page.load();
    await settle();
    expect(loadsAsked()).toBe(0);
    page.interact('scroll');
    page.interact('press');
    await settle();
    expect(loadsAsked()).toBe(1);
    expect(visitRecorder.starts).toEqual([{ languageCode: 'th', lightMode: true, startedAtMs: page.activatedAtMs() }]);
    expect(page.interactionWaitCount).toBe(0);
  });

  it('starts it after load where the claim program does not track the page (none arrived, storage blocked)', async () => {
    const { page, visitRecorder, loadsAsked } = setUp({ tracks: false });
    await settle();
    expect(loadsAsked()).toBe(0);
    page.load();
    await settle();
    expect(visitRecorder.starts).toHaveLength(1);
  });

  it('starts it after load when someone may be signed in (their records carry their user id), and at a return from the back/forward cache', async () => {
    const signedIn = setUp({ mayBeSignedIn: true });
    signedIn.page.load();
    await settle();
    expect(signedIn.visitRecorder.starts).toHaveLength(1);
    const restored = setUp();
    restored.page.load();
    await settle();
    restored.page.comeBack(restored.clock.now());
    await settle();
    expect(restored.visitRecorder.starts).toHaveLength(1);
  });

  it('starts it after load when a return came before it was asked (the return started the visit’s services)', async () => {
    const { page, visitRecorder } = setUp({ missedReturn: true });
    await settle();
    expect(visitRecorder.starts).toHaveLength(0);
    page.load();
    await settle();
    expect(visitRecorder.starts).toHaveLength(1);
  });

  it('records with the claim program until the recorder runs, which then takes what was kept; later events go to the recorder', async () => {
    const { page, clock, program, visitRecorder, tracking } = setUp();
    page.load();
    clock.advance(1200);
    tracking.record({ actionType: 'ad_slot', data: { slot_id: 'top' } });
    expect(program.held).toEqual([{ actionType: 'ad_slot', data: { slot_id: 'top' }, atMs: clock.now() }]);
    expect(visitRecorder.recorded).toEqual([]);
    tracking.handOver();
    expect(visitRecorder.handOvers()).toBe(0);
    page.interact();
    await settle();
    expect(program.held).toEqual([]);
    expect(visitRecorder.recorded.map((event) => event.data?.['slot_id'])).toEqual(['top']);
    tracking.record({ actionType: 'ad_slot', data: { slot_id: 'side' } });
    tracking.handOver();
    expect(visitRecorder.recorded.map((event) => event.data?.['slot_id'])).toEqual(['top', 'side']);
    expect(visitRecorder.handOvers()).toBe(1);
  });

  it('without a claim program tracking the page, an event wants the recorder at once', async () => {
    const { visitRecorder, tracking, loadsAsked } = setUp({ tracks: false });
    tracking.record({ actionType: 'ad_slot', data: { slot_id: 'top' } });
    await settle();
    expect(loadsAsked()).toBe(1);
    expect(visitRecorder.recorded).toHaveLength(1);
  });

  it('a recorder that cannot load is reported; the claim program keeps the events and hands them over itself', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page, clock, program, tracking } = setUp({ loads: false });
    page.load();
    page.interact();
    await settle();
    // Reported once the page is known not to be leaving (LoadFailures).
    clock.advance(10_000);
    expect(error).toHaveBeenCalledWith('Tabiji: visit tracking could not start.', expect.any(Error));
    tracking.record({ actionType: 'ad_slot', data: { slot_id: 'top' } });
    expect(program.held).toHaveLength(1);
    error.mockRestore();
  });
});
