import { randomUUID } from 'node:crypto';
import { authEmulatorURL } from '../playwright.config';

// The Firebase Auth emulator's REST API (the identitytoolkit shape), for making test users: shared by the Chromium
// suite (e2e/emulator.ts) and the engine suite (e2e/engines).
const EMULATOR = authEmulatorURL;
const API_KEY = 'demo-api-key';

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
  idToken: string;
}

async function call(path: string, body: object): Promise<Record<string, unknown>> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${path}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Creates an e-mail/password user with a display name (and photo URL, when given). */
export async function createUser(displayName: string, photoUrl?: string): Promise<TestUser> {
  const email = `traveller-${randomUUID()}@example.com`;
  const password = 'correct-horse-42';
  const created = await call('accounts:signUp', { email, password, displayName, returnSecureToken: true });
  const idToken = String(created['idToken']);
  if (photoUrl) await call('accounts:update', { idToken, photoUrl, returnSecureToken: true });
  return { email, password, displayName, idToken };
}

