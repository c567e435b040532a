import { consentBesideTheVisit, recordsBesideTheVisit } from '../../../src/application/ads/adsBesideTheVisit';
import { createConsentStore } from '../../../src/application/consent/consentStore';
import { APP_TOKENS } from '../../../src/application/tokens';
import type { VisitTracking } from '../../../src/application/tracking/trackPageWhenWanted';
import type { VisitEvent } from '../../../src/application/tracking/startTracking';
import { visitOnDemand } from '../../../src/application/visitOnDemand';
import { consentStateFor, isGranted } from '../../../src/domain/consent';
import type { HeldEvent } from '../../../src/ports/ClaimProgramPort';
import type { ServiceResolver, Token } from '../../../src/ports/tokens';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakeCookieAdapter } from '../../fakes/FakeCookieAdapter';
import { FakeEnvironmentAdapter } from '../../fakes/FakeEnvironmentAdapter';

/** The visit's services as the ads reach them: a consent store and a visit tracking that notes what it records. */
function visitServices() {
  const consent = createConsentStore({ cookies: new FakeCookieAdapter(), environment: new FakeEnvironmentAdapter(), push: { permission: () => 'default' } });
  const recorded: VisitEvent[] = [];
  let handOvers = 0;
  const tracking: VisitTracking = {
    startWhenWanted: () => undefined,
    record: (event) => void recorded.push(event),
    handOver: () => void (handOvers += 1),
  };
  const byToken = new Map<symbol, unknown>([[APP_TOKENS.ConsentStore, consent], [APP_TOKENS.VisitTracking, tracking]]);
  const services: ServiceResolver = {
    get: <T>(token: Token<T>) => byToken.get(token as symbol) as T,
    getAsync: async <T>(token: Token<T>) => byToken.get(token as symbol) as T,
  };
  return { services, consent, recorded, handOvers: () => handOvers };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('consentBesideTheVisit (the consent the page’s ads obey, ADR 042)', () => {
  it('reads the consent as the page started until the visit’s services run, then their store', async () => {
    const running = visitServices();
    const visit = visitOnDemand(async () => running);
    const accepted = consentStateFor('accepted', false, false);
    const consent = consentBesideTheVisit(visit, () => accepted);
    expect(consent.getState()).toBe(accepted);
    await visit.want();
    expect(consent.getState()).toBe(running.consent.getState());
    running.consent.choose('closed');
    expect(isGranted(consent.getState(), 'ad_personalization')).toBe(false);
  });

  it('tells a subscriber once as the visit’s services start, then at each change of their store', async () => {
    const running = visitServices();
    const visit = visitOnDemand(async () => running);
    const consent = consentBesideTheVisit(visit, () => consentStateFor('unset', false, false));
    const listener = jest.fn();
    consent.subscribe(listener);
    await settle();
    expect(listener).not.toHaveBeenCalled();
    await visit.want();
    expect(listener).toHaveBeenCalledTimes(1);
    running.consent.choose('accepted');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a subscriber that stopped before the services started is never told', async () => {
    const running = visitServices();
    const visit = visitOnDemand(async () => running);
    const consent = consentBesideTheVisit(visit, () => consentStateFor('unset', false, false));
    const listener = jest.fn();
    const stop = consent.subscribe(listener);
    stop();
    await visit.want();
    running.consent.choose('accepted');
    expect(listener).not.toHaveBeenCalled();
  });

  it('a subscriber that stops after they started is told no more', async () => {
    const running = visitServices();
    const visit = visitOnDemand(async () => running);
    const consent = consentBesideTheVisit(visit, () => consentStateFor('unset', false, false));
    const listener = jest.fn();
    const stop = consent.subscribe(listener);
    await visit.want();
    stop();
    running.consent.choose('accepted');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('recordsBesideTheVisit (where the ads’ slot records go, ADR 042)', () => {
  function setUp({ tracks = true } = {}) {
    const running = visitServices();
    const start = jest.fn(async () => running);
    const visit = visitOnDemand(start);
    const held: HeldEvent[] = [];
    const clock = new FakeClockAdapter(1_700_000_000_000);
    const records = recordsBesideTheVisit(visit, { claimProgram: { tracksThisPage: () => tracks, record: (event) => void held.push(event) }, clock });
    return { running, start, visit, held, clock, records };
  }

  it('records with the claim program, timed now, until the visit’s services run; with visit tracking after', async () => {
    const { running, start, visit, held, clock, records } = setUp();
    records.record({ actionType: 'ad_slot', data: { slot: 'a' } });
    expect(held).toEqual([{ actionType: 'ad_slot', data: { slot: 'a' }, atMs: clock.now() }]);
    expect(start).not.toHaveBeenCalled();
    records.handOver();
    expect(running.handOvers()).toBe(0);
    await visit.want();
    records.record({ actionType: 'ad_slot', data: { slot: 'b' }, atMs: 5 });
    records.handOver();
    expect(running.recorded).toEqual([{ actionType: 'ad_slot', data: { slot: 'b' }, atMs: 5 }]);
    expect(running.handOvers()).toBe(1);
    expect(held).toHaveLength(1);
  });

  it('on a page the claim program does not track, a record starts the visit’s services and waits for them', async () => {
    const { running, start, held, clock, records } = setUp({ tracks: false });
    records.record({ actionType: 'ad_slot', data: { slot: 'a' } });
    expect(start).toHaveBeenCalledTimes(1);
    await settle();
    expect(running.recorded).toEqual([{ actionType: 'ad_slot', data: { slot: 'a' }, atMs: clock.now() }]);
    expect(held).toEqual([]);
  });
});
