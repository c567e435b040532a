import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

/** The render worker's real source, compiled to a CommonJS file in a temp folder (workers cannot load TypeScript). */
export interface CompiledWorker {
  readonly workerScript: string;
  /** The stand-in renderer module (tests/server/fixtures/testRenderer.cjs). */
  readonly rendererPath: string;
  remove(): void;
}

/** Compiles src/server/renderWorker.ts for a worker-thread test. */
export function compileRenderWorker(): CompiledWorker {
  const folder = mkdtempSync(path.join(tmpdir(), 'tabiji-worker-'));
  const source = readFileSync(path.join(__dirname, '../../src/server/renderWorker.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const workerScript = path.join(folder, 'renderWorker.js');
  writeFileSync(workerScript, outputText);
  return {
    workerScript,
    rendererPath: path.join(__dirname, 'fixtures/testRenderer.cjs'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
