import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE, NOTICE_CLOSED_COOKIE, PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION } from '../../../src/domain/notices';
import { TOKENS } from '../../../src/ports/tokens';
import { InformationHeader } from '../../../src/ui/islands/InformationHeader';
import { FakeCookieAdapter } from '../../fakes/FakeCookieAdapter';
import { FakeStorageAdapter } from '../../fakes/FakeStorageAdapter';
import { renderWithServices } from '../../renderWithServices';
import { islandProps } from './fixtures';

function setup(cookies = new FakeCookieAdapter(), session = new FakeStorageAdapter()) {
  renderWithServices(<InformationHeader {...islandProps()} />, [
    [TOKENS.Cookies, cookies],
    [TOKENS.SessionStorage, session],
  ]);
  return { cookies, session, user: userEvent.setup() };
}

const cookieNotice = () => screen.queryByRole('region', { name: /cookie/i });
const pandemicNotice = () => screen.queryByRole('region', { name: 'Travel health notice' });

describe('cookie notice', () => {
  it('shows until accepted, and Accept stores consent for 365 days', async () => {
    const { cookies, user } = setup();
    expect(cookieNotice()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(cookieNotice()).not.toBeInTheDocument();
    expect(cookies.jar.get(CONSENT_COOKIE.name)).toEqual({ value: 'accepted', days: 365 });
  });

  it('Close stores a session-only closing cookie', async () => {
    const { cookies, user } = setup();
    const notice = cookieNotice();
    await user.click(screen.getAllByRole('button', { name: 'Close' }).find((b) => notice?.contains(b))!);
    expect(cookieNotice()).not.toBeInTheDocument();
    expect(cookies.jar.get(NOTICE_CLOSED_COOKIE.name)).toEqual({ value: '1' });
    expect(cookies.jar.has(CONSENT_COOKIE.name)).toBe(false);
  });

  it.each([
    [CONSENT_COOKIE.name, 'accepted', false],
    [NOTICE_CLOSED_COOKIE.name, '1', false],
    [CONSENT_COOKIE.name, 'tampered', true],
    [NOTICE_CLOSED_COOKIE.name, 'yes', true],
  ])('with %s=%s on load the notice shows: %s', (name, value, isShown) => {
    const cookies = new FakeCookieAdapter();
    cookies.set(name, value);
    setup(cookies);
    expect(cookieNotice() !== null).toBe(isShown);
  });

  it('still hides for this page view when cookies are blocked', async () => {
    const cookies = new FakeCookieAdapter();
    cookies.isBlocked = true;
    const { user } = setup(cookies);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(cookieNotice()).not.toBeInTheDocument();
  });
});

describe('pandemic notice', () => {
  it('shows until closed and remembers this version in session storage', async () => {
    const { session, user } = setup();
    expect(pandemicNotice()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close travel health notice' }));
    expect(pandemicNotice()).not.toBeInTheDocument();
    expect(session.values.get(PANDEMIC_NOTICE_KEY)).toBe(PANDEMIC_NOTICE_VERSION);
  });

  it('stays hidden when this version was closed, and shows again for a new version', () => {
    const session = new FakeStorageAdapter();
    session.set(PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION);
    setup(new FakeCookieAdapter(), session);
    expect(pandemicNotice()).not.toBeInTheDocument();
  });

  it('shows when an older version was closed', () => {
    const session = new FakeStorageAdapter();
    session.set(PANDEMIC_NOTICE_KEY, '2020-03');
    setup(new FakeCookieAdapter(), session);
    expect(pandemicNotice()).toBeInTheDocument();
  });
});
