import { clearLeaveWarningOnLinkClick } from '../../src/application/leaveWarning';
import { FakeNavigationAdapter } from '../fakes/FakeNavigationAdapter';
import { FakePageLifecycleAdapter } from '../fakes/FakePageLifecycleAdapter';

describe('clearLeaveWarningOnLinkClick', () => {
  it('clears the warning when any link is clicked, until it stops listening', () => {
    const page = new FakePageLifecycleAdapter();
    const navigation = new FakeNavigationAdapter();
    const stop = clearLeaveWarningOnLinkClick(page, navigation);
    expect(navigation.leaveWarningClears).toBe(0);
    page.click('https://guide.example/en/');
    expect(navigation.leaveWarningClears).toBe(1);
    stop();
    page.click('https://guide.example/en/');
    expect(navigation.leaveWarningClears).toBe(1);
  });
});
