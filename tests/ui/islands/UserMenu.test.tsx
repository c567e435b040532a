import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoadFailures } from '../../../src/application/loadFailures';
import { APP_TOKENS } from '../../../src/application/tokens';
import { TOKENS } from '../../../src/ports/tokens';
import { UserMenu } from '../../../src/ui/islands/UserMenu';
import en from '../../../src/ui/messages/en';
import { FakeClockAdapter } from '../../fakes/FakeClockAdapter';
import { FakeIdentityAdapter, signedInUser } from '../../fakes/FakeIdentityAdapter';
import { FakeNavigationAdapter } from '../../fakes/FakeNavigationAdapter';
import { renderWithServices } from '../../renderWithServices';

async function renderMenu(identity: FakeIdentityAdapter) {
  const clock = new FakeClockAdapter();
  const navigation = new FakeNavigationAdapter();
  renderWithServices(<UserMenu signinHref="/en/signin" messages={en} />, [
    [TOKENS.Identity, identity],
    [TOKENS.Clock, clock],
    [TOKENS.Navigation, navigation],
  ]);
  await act(async () => clock.advance(4000));
  return { navigation, user: userEvent.setup() };
}

describe('UserMenu', () => {
  afterEach(() => jest.restoreAllMocks());

  it('holds a neutral placeholder until the sign-in state is known', () => {
    renderWithServices(<UserMenu signinHref="/en/signin" messages={en} />, [[TOKENS.Clock, new FakeClockAdapter()]]);
    expect(screen.getByText('Checking sign-in…')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows initials on the domain colours, the name, and logs out then reloads', async () => {
    const identity = new FakeIdentityAdapter(signedInUser());
    const { navigation, user } = await renderMenu(identity);
    const button = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(button).toHaveTextContent('ALAda Lovelace');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    const signOut = screen.getByRole('menuitem', { name: 'Sign out' });
    expect(signOut).toHaveFocus();
    await user.click(signOut);
    await waitFor(() => expect(navigation.reloads).toBe(1));
    expect(identity.signOuts).toBe(1);
    // The session store reloads, once: the menu does not reload a second time.
    await act(async () => undefined);
    expect(navigation.reloads).toBe(1);
  });

  it('opens with the keyboard and Escape returns focus to the button', async () => {
    const { user } = await renderMenu(new FakeIdentityAdapter(signedInUser()));
    const button = screen.getByRole('button', { name: /Account menu/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows the photo, and falls back to initials when it fails to load', async () => {
    await renderMenu(new FakeIdentityAdapter(signedInUser({ photoURL: 'https://photos.example/ada.png' })));
    const photo = document.querySelector('img.tabiji-avatar')!;
    expect(photo).toHaveAttribute('src', 'https://photos.example/ada.png');
    await act(async () => photo.dispatchEvent(new Event('error')));
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: /Account menu/ })).toHaveTextContent('AL');
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '//evil.example/x.png'])(
    'never uses the photo URL %s',
    async (photoURL) => {
      await renderMenu(new FakeIdentityAdapter(signedInUser({ photoURL })));
      expect(document.querySelector('img')).toBeNull();
    },
  );

  it('renders a hostile name as inert text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    await renderMenu(new FakeIdentityAdapter(signedInUser({ name })));
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(name)).toBeInTheDocument();
  });

  it('keeps the menu when logging out fails, and says so in the console', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const identity = new FakeIdentityAdapter(signedInUser());
    identity.signOutFailure = Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
    const { navigation, user } = await renderMenu(identity);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    // The session store logs the failure (code and message only) and leaves the page as it was: no reload.
    await waitFor(() => expect(error).toHaveBeenCalledWith('Tabiji: signing out failed (auth/network-request-failed: offline).'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(navigation.reloads).toBe(0);
    expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeInTheDocument();
  });

  it('hands the account menu’s download to the page’s load failures, which tell an abort by leaving from a failure', async () => {
    const watched: Array<Promise<unknown>> = [];
    const failures: LoadFailures = { watch: (work) => (watched.push(work), work), report: jest.fn() };
    renderWithServices(<UserMenu signinHref="/en/signin" messages={en} />, [[APP_TOKENS.LoadFailures, failures]]);
    await waitFor(() => expect(watched).toHaveLength(1));
    // The menu shows the downloaded component: a React update, inside act.
    await act(async () => {
      await watched[0];
    });
    expect(failures.report).not.toHaveBeenCalled();
  });

  it('offers the sign-in link to anonymous visitors', async () => {
    await renderMenu(new FakeIdentityAdapter(null));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/signin');
  });
});
