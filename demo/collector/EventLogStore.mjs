// The collector's embedded store: an append-only JSON-lines file, de-duplicated by event_id, fsync'd per write.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync, ftruncateSync } from 'node:fs';
import path from 'node:path';

/**
 * Event-log records kept on disk. Not safe for several processes writing the same file: the demo runs one server.
 */
export class EventLogStore {
  /** @param {string} filePath  created (with its folder) when missing */
  constructor(filePath) {
    this.filePath = filePath;
    /** @type {object[]} */
    this.records = [];
    /** @type {Set<string>} */
    this.eventIds = new Set();
    this.dropped = 0;
    mkdirSync(path.dirname(filePath), { recursive: true });
    const text = existsSync(filePath) ? readFileSync(filePath, 'utf8') : '';
    this.load(text);
    this.fd = openSync(filePath, 'a');
    // A write cut short by a crash leaves a partial last line; start the next record on a line of its own.
    if (text !== '' && !text.endsWith('\n')) writeSync(this.fd, '\n');
  }

  /** Takes in what earlier runs stored; a line that is not a record with an event_id is skipped with a warning. */
  load(text) {
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      try {
        const record = JSON.parse(line);
        if (typeof record?.event_id !== 'string') throw new Error('no event_id');
        if (this.eventIds.has(record.event_id)) return;
        this.eventIds.add(record.event_id);
        this.records.push(record);
      } catch (error) {
        console.warn(`event-log store: skipping line ${index + 1} of ${this.filePath}: ${error.message}`);
      }
    });
  }

  /**
   * Stores the records whose event_id is new (also new within this call); all reach the disk before it returns.
   * @param {{ event_id: string }[]} records  already validated
   * @returns {{ stored: number, duplicates: number }}
   */
  append(records) {
    const fresh = [];
    for (const record of records) {
      if (this.eventIds.has(record.event_id) || fresh.some((other) => other.event_id === record.event_id)) continue;
      fresh.push(record);
    }
    if (fresh.length > 0) {
      writeSync(this.fd, fresh.map((record) => `${JSON.stringify(record)}\n`).join(''));
      fsyncSync(this.fd);
      for (const record of fresh) {
        this.eventIds.add(record.event_id);
        this.records.push(record);
      }
    }
    return { stored: fresh.length, duplicates: records.length - fresh.length };
  }

  /** Adds to the count of records clients reported they had to drop. */
  addDropped(count) {
    this.dropped += count;
  }

  /** Everything stored, oldest first, and the dropped total. */
  list() {
    return { records: [...this.records], dropped: this.dropped };
  }

  /** Empties the store and truncates the file. */
  clear() {
    ftruncateSync(this.fd, 0);
    fsyncSync(this.fd);
    this.records = [];
    this.eventIds.clear();
    this.dropped = 0;
  }

  close() {
    closeSync(this.fd);
  }
}
