/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRenderer, rendererBuildId, snapshotRenderer } from '../../src/server/rendererModule';

describe('snapshotRenderer', () => {
  let serverDir: string;
  beforeEach(() => {
    serverDir = mkdtempSync(path.join(tmpdir(), 'tabiji-server-'));
    writeFileSync(path.join(serverDir, 'chunk.1234.js'), "module.exports = { label: 'old chunk' };\n");
    writeFileSync(path.join(serverDir, 'renderer.js'), "const { label } = require('./chunk.1234.js');\nmodule.exports = { renderPage: () => label };\n");
  });
  afterEach(() => rmSync(serverDir, { recursive: true, force: true }));

  it('keeps rendering with the code its build id names after a deploy replaced the files in place', () => {
    const before = rendererBuildId(path.join(serverDir, 'renderer.js'));
    const snapshot = snapshotRenderer(serverDir);
    try {
      expect(snapshot.buildId).toBe(before);
      // A deploy over the running service: new renderer, its old chunk gone.
      writeFileSync(path.join(serverDir, 'renderer.js'), "module.exports = { renderPage: () => 'new code' };\n");
      rmSync(path.join(serverDir, 'chunk.1234.js'));
      expect(rendererBuildId(snapshot.rendererPath)).toBe(before);
      expect(loadRenderer(snapshot.rendererPath).renderPage({})).toBe('old chunk');
      expect(readFileSync(snapshot.rendererPath, 'utf8')).toContain('chunk.1234.js');
    } finally {
      snapshot.remove();
    }
    expect(existsSync(path.dirname(snapshot.rendererPath))).toBe(false);
  });
});
