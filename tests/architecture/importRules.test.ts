/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The dependency rule of CONVENTIONS.md is enforced by lint; these cases prove the rule still bites.
// ESLint loads its flat config with a dynamic import, which Jest's module sandbox refuses, so the
// cases are linted in one plain Node process.
const LINT_SCRIPT = `
const { ESLint } = require('eslint');
const { ruleId, cases } = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const eslint = new ESLint();
Promise.all(cases.map(async ([filePath, code]) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === ruleId).length;
})).then((counts) => process.stdout.write(JSON.stringify(counts)));
`;

function restrictedCounts(cases: ReadonlyArray<readonly [string, string]>, ruleId = 'no-restricted-imports'): number[] {
  const input = JSON.stringify({ ruleId, cases: cases.map(([filePath, code]) => [filePath, `${code}\nexport {};\n`]) });
  const output = execFileSync(process.execPath, ['-e', LINT_SCRIPT], { cwd: path.join(__dirname, '../..'), input });
  return JSON.parse(output.toString()) as number[];
}

const forbidden: ReadonlyArray<readonly [string, string]> = [
    ['src/domain/x.ts', "import { TOKENS } from '../ports/tokens';"],
    ['src/domain/x.ts', "import React from 'react';"],
    ['src/ports/x.ts', "import { useService } from '../ui/services';"],
    ['src/ports/x.ts', "import { Container } from 'inversify';"],
    ['src/adapters/browser/x.ts', "import { Other } from '../firebase/FirebaseIdentityAdapter';"],
    ['src/adapters/browser/x.ts', "import { ISLANDS } from '../../ui/islands/registry';"],
    ['src/ui/x.tsx', "import Cookies from 'js-cookie';"],
    ['src/ui/x.tsx', "import { getAuth } from 'firebase/auth';"],
    ['src/ui/x.tsx', "import { JsCookieAdapter } from '../adapters/browser/JsCookieAdapter';"],
    ['src/ui/x.tsx', "import { createContainer } from '../container';"],
    ['src/ui/x.tsx', "import { Container } from 'inversify';"],
    ['src/ui/hooks/useX.ts', "import { createSessionStore } from '../../application/session/sessionStore';"],
    ['src/ui/x.tsx', "import { startPageServices } from '../application/startPageServices';"],
    ['src/application/x.ts', "import { useService } from '../ui/services';"],
    ['src/application/tracking/x.ts', "import { ISLANDS } from '../../ui/islands/registry';"],
    ['src/application/tracking/x.ts', "import { JsCookieAdapter } from '../../adapters/browser/JsCookieAdapter';"],
    ['src/application/x.ts', "import { createContainer } from '../container';"],
    ['src/application/x.ts', "import { buildEnvironment } from '../buildEnvironment';"],
    ['src/application/push/x.ts', "import { injectable } from 'inversify';"],
    ['src/application/session/x.ts', "import { useSyncExternalStore } from 'react';"],
    ['src/application/tracking/x.ts', "import axios from 'axios';"],
    ['src/application/x.ts', "import { getMessaging } from 'firebase/messaging';"],
    ['src/ports/x.ts', "import type { SessionStore } from '../application/session/sessionStore';"],
    ['src/server/x.tsx', "import { startPageServices } from '../application/startPageServices';"],
    ['src/server/x.tsx', "import { createContainer } from '../container';"],
    ['src/ui/x.tsx', "import { renderPage } from '../server/renderPage';"],
    ['src/main.tsx', "import { renderPage } from './server/renderPage';"],
    ['src/server/x.ts', "import { createContainer } from '../container';"],
    ['src/server/x.ts', "import { JsCookieAdapter } from '../adapters/browser/JsCookieAdapter';"],
    ['src/server/x.ts', "import { bindBrowserPorts } from '../composition/portBindings';"],
    ['src/ui/x.tsx', "import { serverServices } from '../composition/serverServices';"],
    ['src/ui/islands/x.tsx', "import { parseSettings } from '../../composition/settings';"],
];
const allowed: ReadonlyArray<readonly [string, string]> = [
    ['src/domain/x.ts', "import { LANGUAGES } from './languages';"],
    ['src/ports/x.ts', "import type { PageContext } from '../domain/pageContext';"],
    ['src/adapters/browser/x.ts', "import type { CookiePort } from '../../ports/CookiePort';"],
    ['src/ui/x.tsx', "import { TOKENS } from '../ports/tokens';"],
    ['src/ui/hooks/useX.ts', "import { APP_TOKENS } from '../../application/tokens';"],
    ['src/ui/hooks/useX.ts', "import type { SessionState } from '../../application/session/sessionStore';"],
    ['src/application/x.ts', "import { TOKENS } from '../ports/tokens';"],
    ['src/server/x.tsx', "import { serverServices } from '../composition/serverServices';"],
    ['src/composition/x.ts', "import { JsCookieAdapter } from '../adapters/browser/JsCookieAdapter';"],
    ['src/application/x.ts', "import { keepEarlyClicks } from './tracking/earlyClicks';"],
    ['src/application/tracking/x.ts', "import type { ClockPort } from '../../ports/ClockPort';"],
    ['src/application/tracking/x.ts', "import { buildEventRecord } from '../../domain/eventRecord';"],
    ['src/application/tracking/x.ts', "import { clearLeaveWarningOnLinkClick } from '../leaveWarning';"],
    ['src/application/tracking/x.ts', "import { createEventLog } from './eventLog';"],
    ['src/server/x.tsx', "import { ISLANDS } from '../ui/islands/registry';"],
    ['src/container.ts', "import { APP_TOKENS } from './application/tokens';"],
    ['src/container.ts', "import { JsCookieAdapter } from './adapters/browser/JsCookieAdapter';"],
    ['src/server/x.ts', "import { ISLANDS } from '../ui/islands/registry';"],
    ['src/server/x.ts', "import { parseNavigation } from '../domain/navigation';"],
];

describe('imports point inward', () => {
  const counts = restrictedCounts([...forbidden, ...allowed]);

  it.each(forbidden.map((entry, index) => [...entry, index] as const))('%s may not %s', (_file, _code, index) => {
    expect(counts[index]).toBe(1);
  });

  it.each(allowed.map((entry, index) => [...entry, forbidden.length + index] as const))('%s may %s', (_file, _code, index) => {
    expect(counts[index]).toBe(0);
  });
});

describe('application code reaches the page only through ports', () => {
  const cases: ReadonlyArray<readonly [string, string, number]> = [
    ['src/application/x.ts', "window.addEventListener('pagehide', () => undefined);", 1],
    ['src/application/tracking/x.ts', "const hidden = document.visibilityState === 'hidden';", 1],
    ['src/application/ads/x.ts', 'const language = navigator.language;', 1],
    ['src/application/x.ts', 'const path = location.pathname;', 1],
    ['src/application/x.ts', "import type { PageLifecyclePort } from '../ports/PageLifecyclePort';\nexport const f = (page: PageLifecyclePort) => page.onLeave(() => undefined);", 0],
    ['src/adapters/browser/x.ts', "window.addEventListener('pagehide', () => undefined);", 0],
  ];
  const counts = restrictedCounts(cases.map(([file, code]) => [file, code] as const), 'no-restricted-globals');

  it.each(cases.map((entry, index) => [...entry, index] as const))('%s: %s → %i finding(s)', (_file, _code, expected, index) => {
    expect(counts[index]).toBe(expected);
  });
});
