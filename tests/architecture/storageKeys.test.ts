/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// The visit's storage keys each have one owner: the only module outside the domain that names the key, so the only
// one that can write it (docs/event-log.md, "Who keeps what"). The claim's owner is the ledger, whose head-script
// part is a file of its own. Every other module goes through the owner's functions.
const SOURCE = path.join(__dirname, '../../src');

const OWNERS: Record<string, { readonly value: string; readonly definedIn: string; readonly owners: readonly string[] }> = {
  QUEUE_KEY: { value: 'tabiji_event_queue', definedIn: 'domain/eventQueue.ts', owners: ['application/tracking/durableQueue.ts'] },
  BACKOFF_KEY: { value: 'tabiji_event_backoff', definedIn: 'domain/eventBackoff.ts', owners: ['application/tracking/durableQueue.ts'] },
  PAGE_VIEW_KEY: { value: 'tabiji_page_view', definedIn: 'domain/pageViewStart.ts', owners: ['application/tracking/pageViewLedger.ts', 'application/tracking/pageViewLedgerHead.ts'] },
  UNSENT_PAGE_VIEW_KEY: { value: 'tabiji_unsent_page_view', definedIn: 'domain/pageViewStart.ts', owners: ['application/tracking/pageViewLedger.ts', 'application/tracking/pageViewLedgerHead.ts'] },
  PAGE_SEQUENCE_KEY: { value: 'tabiji_page_sequence', definedIn: 'domain/visitState.ts', owners: ['application/tracking/pageViewLedger.ts'] },
  EARLY_CLICKS_KEY: { value: 'tabiji_early_clicks', definedIn: 'domain/earlyClick.ts', owners: ['application/tracking/earlyClicks.ts'] },
  VISITOR_LOCATION_KEY: { value: 'tabiji_visitor_location', definedIn: 'domain/visitState.ts', owners: ['application/tracking/visitLocation.ts'] },
  TAB_VISIT_KEY: { value: 'tabiji_tab_visit', definedIn: 'domain/visitState.ts', owners: ['application/tracking/visitIdentifiers.ts'] },
};

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(SOURCE).map((file) => ({ name: path.relative(SOURCE, file).split(path.sep).join('/'), text: fs.readFileSync(file, 'utf8') }));

describe('the visit’s storage keys have one owner each', () => {
  it.each(Object.entries(OWNERS))('%s is named only where it is defined and by its owner', (key, { value, definedIn, owners }) => {
    const naming = files.filter(({ text }) => new RegExp(`\\b${key}\\b`).test(text)).map(({ name }) => name).sort();
    expect(naming).toEqual([definedIn, ...owners].sort());
    // Nor is its value spelled out anywhere else.
    const spelling = files.filter(({ text }) => text.includes(`'${value}'`) || text.includes(`"${value}"`)).map(({ name }) => name);
    expect(spelling).toEqual([definedIn]);
  });

  it('the check bites: a module that names the queue key is found', () => {
    const intruder = { name: 'application/x.ts', text: "import { QUEUE_KEY } from '../domain/eventQueue';" };
    expect([...files, intruder].filter(({ text }) => /\bQUEUE_KEY\b/.test(text)).map(({ name }) => name)).toContain('application/x.ts');
  });
});
