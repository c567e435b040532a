// A stack's own copy of the build: start.mjs serves it, so a later build (npm test's, say) never changes the files
// under a running stack, and refuses a build made for another stack's services.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Copies the build in `from` to `to` (replacing it), then checks that its scripts hold each expected value as a
 * string literal: the service URLs and the Firebase project are built into the bundle, and a build for other ports
 * would quietly talk to another stack. Throws naming each mismatch and the build to run.
 * @param {{ from: string, to: string, expected: Record<string, string> }} options
 */
export function copyBuild({ from, to, expected }) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(path.dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true });
  const code = readdirSync(to).filter((name) => name.endsWith('.js')).map((name) => readFileSync(path.join(to, name), 'utf8')).join('\n');
  const missing = Object.entries(expected).filter(([, value]) => !code.includes(JSON.stringify(value)));
  if (missing.length > 0) {
    throw new Error(
      `dist/ was built for another stack (${missing.map(([name, value]) => `${name} is not ${value}`).join('; ')}). ` +
        'Build for this stack: `npm run build:demo` for npm start, `npm run build:e2e` for the browser tests.',
    );
  }
}
