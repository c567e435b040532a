/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');

// The demo host's session (demo/hostSession.mjs) behind a real HTTP server, in a child Node process (Jest runs these
// tests as CommonJS and cannot import .mjs). The script signs in, reads the session, and tries to log out without,
// with a wrong and with the right CSRF token; it prints what each step answered.
const SCENARIO = `
import http from 'node:http';
import { createHostSessionRoutes } from './demo/hostSession.mjs';
const routes = createHostSessionRoutes();
const server = http.createServer(async (request, response) => {
  const url = new URL(request.url, 'http://demo.invalid');
  if (!(await routes({ request, response, url }))) { response.writeHead(404); response.end(); }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = 'http://127.0.0.1:' + server.address().port;
const steps = {};
const anonymous = await fetch(base + '/api/session');
steps.anonymous = { status: anonymous.status, cache: anonymous.headers.get('cache-control'), body: await anonymous.json() };
const form = new URLSearchParams({ email: 'hanako@example.com', name: '<b>Hanako</b>', photoURL: 'javascript:alert(1)', next: '//evil.example/' });
const signin = await fetch(base + '/api/session/signin', { method: 'POST', body: form, redirect: 'manual' });
const cookie = signin.headers.get('set-cookie');
steps.signin = { status: signin.status, location: signin.headers.get('location'), cookie: cookie.replace(/=[^;]+;/, '=…;') };
const session = await (await fetch(base + '/api/session', { headers: { cookie: cookie.split(';')[0] } })).json();
steps.session = { ...session, csrfToken: session.csrfToken.length };
const again = await (await fetch(base + '/api/session/signin', { method: 'POST', body: new URLSearchParams({ email: 'HANAKO@example.com' }), redirect: 'manual' })).headers.get('set-cookie');
steps.sameIdAgain = (await (await fetch(base + '/api/session', { headers: { cookie: again.split(';')[0] } })).json()).user.id === session.user.id;
const logout = (headers) => fetch(base + '/api/session/logout', { method: 'POST', headers: { cookie: cookie.split(';')[0], ...headers } });
steps.noToken = (await logout({})).status;
steps.wrongToken = (await logout({ 'x-csrf-token': 'nope' })).status;
const right = await logout({ 'x-csrf-token': session.csrfToken });
steps.rightToken = { status: right.status, cookie: right.headers.get('set-cookie') };
steps.after = (await (await fetch(base + '/api/session', { headers: { cookie: cookie.split(';')[0] } })).json()).user;
steps.badEmail = (await fetch(base + '/api/session/signin', { method: 'POST', body: new URLSearchParams({ email: 'not an address' }), redirect: 'manual' })).status;
server.close();
process.stdout.write(JSON.stringify(steps));
`;

describe('the demo host session', () => {
  const steps = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', SCENARIO], { cwd: ROOT, encoding: 'utf8' }));

  it('answers an anonymous visitor with no user and no token, never cached', () => {
    expect(steps.anonymous).toEqual({ status: 200, cache: 'no-store', body: { user: null, csrfToken: '' } });
  });

  it('signs in with a session cookie (HttpOnly, SameSite=Lax) and goes only to a same-site path', () => {
    expect(steps.signin).toEqual({ status: 303, location: '/en/', cookie: 'tabiji_demo_session=…; Path=/; HttpOnly; SameSite=Lax' });
  });

  it('answers the session with the user (text as given, no non-http photo) and a CSRF token; the same e-mail keeps its id', () => {
    expect(steps.session).toEqual({
      user: { id: expect.any(Number), name: '<b>Hanako</b>', email: 'hanako@example.com', photoURL: null },
      csrfToken: 32,
    });
    expect(steps.sameIdAgain).toBe(true);
  });

  it('logs out only with the session’s CSRF token, then forgets the session and clears the cookie', () => {
    expect(steps.noToken).toBe(403);
    expect(steps.wrongToken).toBe(403);
    expect(steps.rightToken).toEqual({ status: 204, cookie: 'tabiji_demo_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0' });
    expect(steps.after).toBeNull();
  });

  it('refuses a sign-in without an e-mail address', () => {
    expect(steps.badEmail).toBe(400);
  });
});
