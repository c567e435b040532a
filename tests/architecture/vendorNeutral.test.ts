/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Ports in Tabiji's words (issue 30): no port, domain module or configuration type names a vendor (Firebase, GPT,
// FCM, Google's ad tag) or speaks HTTP (status codes, Retry-After). Each adapter maps its vendor or protocol to the
// port's terms; comments included, since a port's comment is its contract.
const ROOT = path.join(__dirname, '../..');
const NEUTRAL_FOLDERS = ['src/ports', 'src/domain'];

const VENDOR_OR_PROTOCOL: ReadonlyArray<readonly [string, RegExp]> = [
  ['a vendor', /firebase|\bgpt\b|googletag|doubleclick|\bfcm\b/i],
  ['HTTP', /retry-after|\bstatus(?:es)?\b|\bstatus code|\bhttp [1-5]\d\d\b|\b[1-5]xx\b/i],
  ['an HTTP status code', /\b(?:status|response|answer(?:ed|s)?)\b[^\n]{0,20}\b[1-5]\d\d\b/i],
];

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|json)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name)));
}

/** Each line of `text` that says what `pattern` finds, as 'file:line: text'. */
function hits(file: string, text: string, pattern: RegExp): string[] {
  return text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('ports, domain and configuration types speak Tabiji’s words', () => {
  const files = NEUTRAL_FOLDERS.flatMap(filesUnder);

  it('finds the files it checks', () => {
    expect(files).toEqual(expect.arrayContaining(['src/ports/IdentityPort.ts', 'src/ports/AdsPort.ts', 'src/domain/config.ts', 'src/domain/configVariables.json']));
  });

  it.each(VENDOR_OR_PROTOCOL)('names no %s', (_what, pattern) => {
    const found = files.flatMap((file) => hits(file, readFileSync(path.join(ROOT, file), 'utf8'), pattern));
    expect(found).toEqual([]);
  });

  it.each([
    ['a vendor', 'readonly firebase: { apiKey: string };'],
    ['a vendor', '/** GPT\'s ad-unit path. */'],
    ['a vendor', "export const ORIGINS = ['https://fcm.googleapis.com'];"],
    ['HTTP', "if (result.status === 413) return 'too-large';"],
    ['HTTP', '/** Honours a Retry-After header. */'],
    ['an HTTP status code', '// the collector answered 503'],
  ] as const)('would catch %s in: %s', (what, line) => {
    const pattern = VENDOR_OR_PROTOCOL.find(([name]) => name === what)![1];
    expect(hits('x.ts', line, pattern)).toHaveLength(1);
  });

  it('lets neutral lines through', () => {
    const neutral = ["firstBackoffMs: 500,", "/** The collector asked to wait this long. */", "if (isHttpUrl(value)) return value;", 'maxLabelLength: 200'];
    for (const [, pattern] of VENDOR_OR_PROTOCOL) expect(neutral.flatMap((line) => hits('x.ts', line, pattern))).toEqual([]);
  });
});
