import { messageFor, readStatusMessages, shortPasswordCode } from '../../../demo/signin/signinMessages';

function scriptWith(text: string): Element {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.textContent = text;
  return element;
}

describe('the sign-in page status sentences', () => {
  const messages = readStatusMessages(scriptWith(JSON.stringify({
    working: 'ดำเนินการอยู่…', 'auth/invalid-credential': 'อีเมลหรือรหัสผ่านไม่ถูกต้อง', unknown: 'เกิดข้อผิดพลาด', bogus: 42,
  })));

  it('are read from the page, strings only', () => {
    expect(messages).toEqual({ working: 'ดำเนินการอยู่…', 'auth/invalid-credential': 'อีเมลหรือรหัสผ่านไม่ถูกต้อง', unknown: 'เกิดข้อผิดพลาด' });
  });

  it('say the same for Firebase codes that mean the same to the visitor', () => {
    expect(messageFor(messages, 'auth/wrong-password')).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(messageFor(messages, 'auth/user-not-found')).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  });

  it('fall back to the generic sentence for codes they do not know, never to a prototype member', () => {
    expect(messageFor(messages, 'auth/internal-error')).toBe('เกิดข้อผิดพลาด');
    expect(messageFor(messages, 'constructor')).toBe('เกิดข้อผิดพลาด');
  });

  it.each([['missing', null], ['broken JSON', scriptWith('{')], ['an array', scriptWith('["x"]')]])('are none when the data is %s', (_name, element) => {
    const none = readStatusMessages(element);
    expect(none).toEqual({});
    expect(messageFor(none, 'working')).toBe('');
  });
});

describe('a password checked before it is sent', () => {
  it.each([
    ['', false, 'auth/missing-password'],
    ['', true, 'auth/missing-password'],
    ['abc', false, 'auth/invalid-credential'],
    ['abcde', false, 'auth/invalid-credential'],
    ['abcde', true, 'auth/weak-password'],
    ['abcdef', false, null],
    ['abcdef', true, null],
  ])('%j (creating: %s) is %s', (password, isCreating, code) => {
    expect(shortPasswordCode(password, isCreating)).toBe(code);
  });

  it('reports a short password on sign-in as a wrong one, never as "enter your password"', () => {
    const english = { 'auth/missing-password': 'Enter your password.', 'auth/invalid-credential': 'The e-mail address or password is incorrect.' };
    expect(messageFor(english, shortPasswordCode('12345', false) ?? '')).toBe('The e-mail address or password is incorrect.');
  });
});
