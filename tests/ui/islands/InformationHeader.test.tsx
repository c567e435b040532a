import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE, NOTICE_CLOSED_COOKIE, PANDEMIC_NOTICE_KEY, PANDEMIC_NOTICE_VERSION } from '../../../src/domain/notices';
import { TOKENS } from '../../../src/ports/tokens';
import { APP_TOKENS } from '../../../src/application/tokens';
import { Footer } from '../../../src/ui/islands/Footer';
import { InformationHeader } from '../../../src/ui/islands/InformationHeader';
import en from '../../../src/ui/messages/en';
import { FakeEnvironmentAdapter } from '../../fakes/FakeEnvironmentAdapter';
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

describe('cookie notice copy and the way back', () => {
  function setUpPage(options: { cookies?: FakeCookieAdapter; hasGpc?: boolean } = {}) {
    const environment = new FakeEnvironmentAdapter();
    environment.hasGpc = options.hasGpc ?? false;
    const cookies = options.cookies ?? new FakeCookieAdapter();
    // Both islands of one page share the page's services, as the composition root's singletons.
    const { services } = renderWithServices(
      <>
        <Footer {...islandProps()} />
        <InformationHeader {...islandProps()} />
      </>,
      [
        [TOKENS.Cookies, cookies],
        [TOKENS.Environment, environment],
      ],
    );
    return { cookies, services, user: userEvent.setup() };
  }

  it('first shows one short layer; Details opens what Accept and Close each do and the link to the external-transmission page', async () => {
    const { user } = setUpPage();
    const notice = within(cookieNotice()!);
    expect(notice.getByText(en.cookieText, { exact: false })).toBeVisible();
    const more = notice.getByRole('button', { name: en.cookieMore });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(notice.getByText(en.cookieAcceptMeans)).not.toBeVisible();
    expect(notice.getByRole('link', { name: en.cookieDetails, hidden: true })).not.toBeVisible();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(more.getAttribute('aria-controls')!)).toBeVisible();
    expect(notice.getByText(en.cookieUntilChoice)).toBeVisible();
    expect(notice.getByText(en.cookieAcceptMeans)).toBeVisible();
    expect(notice.getByText(en.cookieCloseMeans)).toBeVisible();
    expect(notice.getByRole('link', { name: en.cookieDetails })).toHaveAttribute('href', '/en/external-transmission');
    expect(notice.queryByText(en.cookieGpcNote)).not.toBeInTheDocument();

    // Escape closes the details and puts focus back on their toggle.
    await user.click(notice.getByText(en.cookieAcceptMeans));
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(notice.getByText(en.cookieAcceptMeans)).not.toBeVisible();
  });

  it('says in the details that ads stay non-personalised under Global Privacy Control', async () => {
    const { user } = setUpPage({ hasGpc: true });
    await user.click(within(cookieNotice()!).getByRole('button', { name: en.cookieMore }));
    expect(within(cookieNotice()!).getByText(en.cookieGpcNote)).toBeVisible();
  });

  it('reopens from the footer with the choice in force and focus on the notice; a new choice applies at once and focus returns', async () => {
    const cookies = new FakeCookieAdapter();
    cookies.set(CONSENT_COOKIE.name, CONSENT_COOKIE.value);
    const { services, user } = setUpPage({ cookies });
    expect(cookieNotice()).not.toBeInTheDocument();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    expect(cookieNotice()).toHaveFocus();
    expect(within(cookieNotice()!).getByText('Your current choice: Accept.')).toBeVisible();
    // Reopened to change the choice: the details are open at once.
    expect(within(cookieNotice()!).getByRole('button', { name: en.cookieMore })).toHaveAttribute('aria-expanded', 'true');
    expect(within(cookieNotice()!).getByText(en.cookieAcceptMeans)).toBeVisible();
    await user.click(within(cookieNotice()!).getByRole('button', { name: 'Close' }));
    expect(cookieNotice()).not.toBeInTheDocument();
    expect(settings).toHaveFocus();
    expect(services.get(APP_TOKENS.ConsentStore).getState().purposes.analytics_storage).toBe('denied');
    expect(cookies.jar.has(CONSENT_COOKIE.name)).toBe(false);
  });

  it('reopened after Close, says the choice in force as "Close (not accepted)"', async () => {
    const cookies = new FakeCookieAdapter();
    cookies.set(NOTICE_CLOSED_COOKIE.name, NOTICE_CLOSED_COOKIE.value);
    const { user } = setUpPage({ cookies });
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(within(cookieNotice()!).getByText('Your current choice: Close (not accepted).')).toBeVisible();
  });

  it('reopened before any choice, says so', async () => {
    const { user } = setUpPage();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(within(cookieNotice()!).getByText(en.cookieNoChoice)).toBeInTheDocument();
  });
});

describe('line breaking', () => {
  it.each([
    ['easy', true],
    ['jp', false],
    ['en', false],
  ] as const)('marks %s notices as spaced between phrases: %s (keep-all in tabiji.css)', (pathCode, isEasy) => {
    const { container } = renderWithServices(<InformationHeader {...islandProps({ pathCode })} />, [
      [TOKENS.Cookies, new FakeCookieAdapter()],
      [TOKENS.SessionStorage, new FakeStorageAdapter()],
    ]);
    const root = container.querySelector('.tabiji-notices');
    expect(root?.classList.contains('tabiji-easy-japanese')).toBe(isEasy);
    expect(root?.getAttribute('lang')).toBe(pathCode === 'en' ? 'en' : 'ja');
  });
});
