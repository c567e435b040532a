// Moving the records of the collector's former store, a JSON-lines file (event-logs.jsonl), into its DuckDB
// database, once: the file is renamed when its records are in.
import { access, readFile, rename } from 'node:fs/promises';

/** The former store's file, in the data folder. */
export const JSON_LINES_FILE = 'event-logs.jsonl';

/**
 * The records of a JSON-lines file, read as tolerantly as the former store read it: a blank line is passed over, a
 * line that is not JSON with a string event_id is skipped with a warning naming its number (a write cut short by a
 * crash leaves such a line), and a record whose event_id came before is left out.
 * @param {string} text
 * @param {string} filePath  named in the warnings
 * @returns {({ event_id: string } & Record<string, unknown>)[]}
 */
export function readJsonLines(text, filePath) {
  const records = [];
  const eventIds = new Set();
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      const record = JSON.parse(line);
      if (typeof record?.event_id !== 'string') throw new Error('no event_id');
      if (eventIds.has(record.event_id)) return;
      eventIds.add(record.event_id);
      records.push(record);
    } catch (error) {
      console.warn(`event-log store: skipping line ${index + 1} of ${filePath}: ${error.message}`);
    }
  });
  return records;
}

const exists = (file) => access(file).then(() => true, () => false);

/** `<file>.migrated`, or `<file>.migrated.N` when that is taken (an earlier migration's file is kept). */
async function migratedName(filePath) {
  let candidate = `${filePath}.migrated`;
  for (let number = 1; await exists(candidate); number += 1) candidate = `${filePath}.migrated.${number}`;
  return candidate;
}

/**
 * Stores the records of `filePath`, when it exists, in one transaction (in the file's order, once per event_id, none
 * already stored twice), then renames the file so no later start imports it again. Says in one line how many moved.
 * @param {{ append(records: object[]): Promise<{ stored: number, duplicates: number }> }} store
 * @param {string} filePath
 * @returns {Promise<{ stored: number, duplicates: number, renamedTo: string } | undefined>}  undefined: no file
 */
export async function migrateJsonLines(store, filePath) {
  let text;
  try {
    text = await readFile(filePath, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
  const { stored, duplicates } = await store.append(readJsonLines(text, filePath));
  const renamedTo = await migratedName(filePath);
  await rename(filePath, renamedTo);
  console.info(`event-log store: migrated ${stored} record(s) from ${filePath}${duplicates > 0 ? ` (${duplicates} already stored)` : ''}; the file is now ${renamedTo}`);
  return { stored, duplicates, renamedTo };
}
