/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// src/ui is React only: components, hooks, message catalogs, types and styles. Page services and setup code
// belong in src/application (docs/architecture.md, "Import rules"); this check keeps them from creeping back into src/ui.
const UI_ROOT = path.join(__dirname, '../../src/ui');

/** Named exceptions, each with its reason. */
const ALLOWED: Readonly<Record<string, string>> = {
  'islands/registry.ts': 'the island registry: a map from region names to island components',
  'islands/loading.ts': 'beside the registry: when each island loads (its triggers), readable without React',
};

/** True when the module compiles to nothing: it declares and exports types only. */
function isTypesOnly(source: string): boolean {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, removeComments: true },
  });
  return outputText.replace(/export\s*\{\s*\};?/g, '').trim() === '';
}

/** What a module under src/ui is (component, hook, message catalog, types, styles), or null when it has no place there. */
function uiModuleKind(relativePath: string, source: string): string | null {
  const name = path.posix.basename(relativePath);
  if (Object.hasOwn(ALLOWED, relativePath)) return 'allowed';
  if (name.endsWith('.tsx')) return 'component';
  if (name.endsWith('.css')) return 'styles';
  if (/^use[A-Z]\w*\.ts$/.test(name)) return 'hook';
  if (relativePath.startsWith('messages/') && name.endsWith('.ts')) return 'message catalog';
  if (name.endsWith('.ts') && isTypesOnly(source)) return 'types';
  return null;
}

function uiModules(directory = UI_ROOT): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? uiModules(full) : [path.relative(UI_ROOT, full).split(path.sep).join('/')];
  });
}

describe('src/ui is React only', () => {
  it.each(uiModules())('%s is a component, hook, message catalog, types or styles', (relativePath) => {
    expect(uiModuleKind(relativePath, readFileSync(path.join(UI_ROOT, relativePath), 'utf8'))).not.toBeNull();
  });

  it.each([
    ['tracking/eventLog.ts', 'export function createEventLog() { return {}; }'],
    ['scheduling.ts', 'export function afterLoadWhenIdle(task: () => void) { task(); }'],
    ['session/sessionStore.ts', "import type { X } from './x';\nexport const stores = new WeakMap<object, X>();"],
    ['components/helpers.ts', 'export interface Props { a: string }\nexport const DEFAULT = 1;'],
    ['hooks/user.ts', 'export function user() {}'],
  ])('refuses %s (setup code or a service)', (relativePath, source) => {
    expect(uiModuleKind(relativePath, source)).toBeNull();
  });

  it.each([
    ['islands/Footer.tsx', 'export function Footer() { return null; }', 'component'],
    ['hooks/useSession.ts', 'export function useSession() {}', 'hook'],
    ['messages/en.ts', 'export default { home: "Home" };', 'message catalog'],
    ['islands/IslandProps.ts', "import type { A } from './a';\n/** doc */\nexport interface IslandProps { a: A }\nexport type B = string;", 'types'],
    ['styles/tabiji.css', '.a {}', 'styles'],
  ])('accepts %s', (relativePath, source, kind) => {
    expect(uiModuleKind(relativePath, source)).toBe(kind);
  });
});
