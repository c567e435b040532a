import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PushUnavailableError } from '../../../src/domain/pushAvailability';
import { TOKENS } from '../../../src/ports/tokens';
import { PushOptIn } from '../../../src/ui/components/PushOptIn';
import en from '../../../src/ui/messages/en';
import jp from '../../../src/ui/messages/jp';
import th from '../../../src/ui/messages/th';
import type { Messages } from '../../../src/ui/messages/Messages';
import { FakePushAdapter } from '../../fakes/FakePushAdapter';
import { renderWithServices } from '../../renderWithServices';

function renderOptIn(push = new FakePushAdapter(), messages: Messages = en) {
  renderWithServices(<PushOptIn messages={messages} />, [[TOKENS.Push, push]]);
  return push;
}

const optInButton = () => screen.getByRole('button', { name: 'Get travel updates' });

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('push opt-in control', () => {
  it('offers a button named in the page language and asks nothing on render', () => {
    const push = renderOptIn(new FakePushAdapter(), jp);
    expect(screen.getByRole('button', { name: '旅行の最新情報を受け取る' })).toBeEnabled();
    expect(push.calls).toEqual([]);
  });

  it.each(['{Enter}', ' '])('is operated from the keyboard (%j) and moves focus to the outcome', async (key) => {
    const user = userEvent.setup();
    const push = renderOptIn();
    await user.tab();
    expect(optInButton()).toHaveFocus();
    await user.keyboard(key);
    expect(await screen.findByRole('status')).toHaveTextContent('Travel updates are on');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(push.calls).toEqual(['requestPermission', 'register', 'onForegroundMessage']);
  });

  it('marks the button busy while the browser prompt is open', async () => {
    const user = userEvent.setup();
    const push = renderOptIn();
    push.holdPermissionPrompt();
    await user.click(optInButton());
    expect(optInButton()).toHaveAttribute('aria-disabled', 'true');
    expect(optInButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(optInButton());
    await act(async () => push.answerPrompt('granted'));
    expect(screen.getByRole('status')).toHaveTextContent('Travel updates are on');
    expect(push.calls.filter((call) => call === 'requestPermission')).toHaveLength(1);
  });

  it('explains a denied permission in the page language', async () => {
    const user = userEvent.setup();
    const push = new FakePushAdapter();
    push.permissionAnswer = 'denied';
    renderOptIn(push, th);
    await user.click(screen.getByRole('button', { name: th.notificationsOptIn }));
    expect(screen.getByRole('status')).toHaveTextContent(th.notificationsBlocked);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the offer when the visitor dismissed the prompt', async () => {
    const user = userEvent.setup();
    const push = new FakePushAdapter();
    push.permissionAnswer = 'default';
    renderOptIn(push);
    await user.click(optInButton());
    expect(optInButton()).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says why after a failure and lets the visitor try again', async () => {
    const user = userEvent.setup();
    const push = new FakePushAdapter();
    push.registerFailure = new PushUnavailableError('no-service-worker', 'not found');
    renderOptIn(push);
    await user.click(optInButton());
    expect(screen.getByRole('status')).toHaveTextContent(en.notificationsFailed);
    push.registerFailure = null;
    await user.click(optInButton());
    expect(screen.getByRole('status')).toHaveTextContent(en.notificationsOn);
  });

  it.each([
    ['en', en],
    ['th', th],
    ['jp', jp],
  ] as const)('on an iPhone or iPad outside a Home Screen app, explains in %s how to add Tabiji there, with no button', (_code, messages) => {
    const push = new FakePushAdapter();
    push.isHomeScreenOnly = true;
    renderOptIn(push, messages);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(messages.notificationsHomeScreen);
    expect(push.calls).toEqual([]);
  });

  it('offers the button as usual in a Home Screen app with push', () => {
    renderOptIn(new FakePushAdapter(), en);
    expect(optInButton()).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it.each([
    ['blocked in the browser settings', new FakePushAdapter('denied'), jp.notificationsBlocked],
    ['not supported by the browser', new FakePushAdapter('default', false), jp.notificationsUnsupported],
    ['already on', new FakePushAdapter('granted'), jp.notificationsOn],
  ])('shows no button when %s, only the explanation', (_label, push, text) => {
    renderOptIn(push, jp);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
