import { clearLeaveWarningOnLinkClick } from '../../src/application/leaveWarning';
import { FakeNavigationAdapter } from '../fakes/FakeNavigationAdapter';

describe('clearLeaveWarningOnLinkClick', () => {
  it('clears the warning when any link (or something inside one) is clicked, and only then', () => {
    document.body.innerHTML = '<a href="/en/"><span id="inner">Top</span></a><button id="b">B</button><a id="nohref">x</a>';
    const navigation = new FakeNavigationAdapter();
    const stop = clearLeaveWarningOnLinkClick(document, navigation);
    document.getElementById('b')!.click();
    document.getElementById('nohref')!.click();
    expect(navigation.leaveWarningClears).toBe(0);
    document.getElementById('inner')!.click();
    expect(navigation.leaveWarningClears).toBe(1);
    stop();
    document.getElementById('inner')!.click();
    expect(navigation.leaveWarningClears).toBe(1);
  });
});
