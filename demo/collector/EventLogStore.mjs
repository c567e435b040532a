// The collector's embedded store: a DuckDB database (<data dir>/event-logs.duckdb), one row per record,
// de-duplicated by event_id. Writes go one at a time over one connection (appends that arrive meanwhile are
// committed together), reads over another; DuckDB runs both off the event loop.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { BIGINT, DuckDBInstance, VARCHAR } from '@duckdb/node-api';
import { inTransaction, rowsOf, serialQueue } from './duckdbQueue.mjs';
import { INSERT_SQL, SCHEMA_STATEMENTS, rowsParameter } from './eventLogTable.mjs';
import { JSON_LINES_FILE, migrateJsonLines } from './migrateJsonLines.mjs';

/** The database's file in the data folder. */
export const DATABASE_FILE = 'event-logs.duckdb';

/** Most rows one INSERT carries: their parameter is made on the event loop, a few ms per hundred rows. */
const ROWS_PER_INSERT = 500;
/** Most records of appends stored together in one transaction (more wait for the next). */
const MAX_GROUP_ROWS = 5000;

/**
 * Event-log records kept in DuckDB. One process at a time: DuckDB locks the file while a store has it open.
 */
export class EventLogStore {
  #instance;
  #writer;
  /** @type {import('@duckdb/node-api').DuckDBPreparedStatement} INSERT_SQL, prepared once on the writer */
  #insert;
  #reader;
  #nextSeq;
  #writeQueue = serialQueue();
  #readQueue = serialQueue();
  /** @type {{ calls: { fresh: object[], total: number }[], done: Promise<object[]>, rows: number } | undefined} */
  #openGroup;
  /** @type {Promise<void> | undefined} */
  #closing;

  /** Use EventLogStore.open. */
  constructor(filePath, { instance, writer, insert, reader, nextSeq }) {
    this.filePath = filePath;
    this.#instance = instance;
    this.#writer = writer;
    this.#insert = insert;
    this.#reader = reader;
    this.#nextSeq = nextSeq;
  }

  /**
   * Opens the database, creating it (and its folder) when missing, and migrates an `event-logs.jsonl` beside it (the
   * former store's file) into it.
   * @param {string} location  the data folder (the file is event-logs.duckdb there), or a path ending in .duckdb
   * @returns {Promise<EventLogStore>}
   */
  static async open(location) {
    const filePath = location.endsWith('.duckdb') ? location : path.join(location, DATABASE_FILE);
    await mkdir(path.dirname(filePath), { recursive: true });
    const instance = await DuckDBInstance.create(filePath);
    const connections = [];
    try {
      const writer = await instance.connect();
      connections.push(writer);
      const reader = await instance.connect();
      connections.push(reader);
      for (const sql of SCHEMA_STATEMENTS) await writer.run(sql);
      const [{ next }] = await rowsOf(writer, 'SELECT coalesce(max(seq), 0) + 1 AS next FROM event_logs');
      const insert = await writer.prepare(INSERT_SQL);
      const store = new EventLogStore(filePath, { instance, writer, insert, reader, nextSeq: next });
      await migrateJsonLines(store, path.join(path.dirname(filePath), JSON_LINES_FILE));
      return store;
    } catch (error) {
      for (const connection of connections) connection.closeSync();
      instance.closeSync();
      throw error;
    }
  }

  /** Queues `task` on the write connection; appends handed in after it form a new group. */
  #writing(task) {
    if (this.#closing) return Promise.reject(new Error('the event-log store is closed'));
    this.#openGroup = undefined;
    return this.#writeQueue(() => task(this.#writer));
  }

  /** Queues `task` on the read connection, in a transaction: all it reads is one snapshot. */
  #reading(task) {
    if (this.#closing) return Promise.reject(new Error('the event-log store is closed'));
    return this.#readQueue(() => inTransaction(this.#reader, () => task(this.#reader)));
  }

  /**
   * Stores the records whose event_id is new (also new within this call), in one transaction, on disk when it
   * resolves. Calls take effect one at a time in the order made, so the counts hold under concurrent posts: calls
   * made while a write is under way are queued as a group, stored after it in one transaction (a group commit), and
   * each answered as if alone, in its turn.
   * @param {readonly ({ event_id: string } & Record<string, unknown>)[]} records  already validated
   * @returns {Promise<{ stored: number, duplicates: number }>}
   */
  append(records) {
    const eventIds = new Set();
    const fresh = records.filter((record) => !eventIds.has(record.event_id) && eventIds.add(record.event_id));
    let group = this.#openGroup;
    if (!group) {
      const calls = [];
      const done = this.#writing((connection) => {
        if (this.#openGroup === group) this.#openGroup = undefined;
        return this.#storeGroup(connection, calls);
      });
      group = this.#openGroup = { calls, done, rows: 0 };
    }
    const index = group.calls.push({ fresh, total: records.length }) - 1;
    group.rows += fresh.length;
    if (group.rows >= MAX_GROUP_ROWS) this.#openGroup = undefined;
    return group.done.then((answers) => answers[index]);
  }

  /**
   * Stores a group of appends, in order: a record goes to the first call that has it; the answers are per call.
   * @param {import('@duckdb/node-api').DuckDBConnection} connection
   * @param {{ fresh: { event_id: string }[], total: number }[]} calls
   */
  async #storeGroup(connection, calls) {
    const claimed = new Set();
    const rows = [];
    const candidates = calls.map(({ fresh }) => fresh.filter((record) => !claimed.has(record.event_id) && claimed.add(record.event_id) && rows.push(record)));
    const firstSeq = this.#nextSeq;
    this.#nextSeq += rows.length;
    /** The seqs of the rows stored: the others' event_ids were stored before. */
    const stored = new Set();
    const insertAll = async () => {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        this.#insert.bind({ rows: rowsParameter(rows.slice(start, start + ROWS_PER_INSERT), firstSeq + start) }, { rows: VARCHAR });
        for (const [seq] of (await this.#insert.runAndReadAll()).getRowsJS()) stored.add(Number(seq));
      }
    };
    // One statement is a transaction of its own.
    await (rows.length > ROWS_PER_INSERT ? inTransaction(connection, insertAll) : insertAll());
    const seqOf = new Map(rows.map((record, index) => [record, firstSeq + index]));
    return calls.map(({ total }, index) => {
      const count = candidates[index].filter((record) => stored.has(seqOf.get(record))).length;
      return { stored: count, duplicates: total - count };
    });
  }

  /**
   * Adds to the count of records clients reported they had to drop.
   * @param {number} count  a whole number ≥ 0
   */
  async addDropped(count) {
    if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('dropped must be a whole number ≥ 0');
    if (count === 0) return;
    await this.#writing((connection) => connection.run('UPDATE event_log_dropped SET total = total + $1 WHERE id = 1', [count], [BIGINT]));
  }

  /**
   * Everything stored, oldest first, and the dropped total. Read a chunk at a time, so parsing never holds the event
   * loop for long.
   * @returns {Promise<{ records: Record<string, unknown>[], dropped: number }>}
   */
  list() {
    return this.#reading(async (connection) => {
      const records = [];
      const result = await connection.stream('SELECT record FROM event_logs ORDER BY seq');
      for await (const rows of result.yieldRowsJs()) {
        for (const [text] of rows) records.push(JSON.parse(String(text)));
      }
      const [{ total }] = await rowsOf(connection, 'SELECT total FROM event_log_dropped WHERE id = 1');
      return { records, dropped: total };
    });
  }

  /**
   * Runs `task` over one snapshot of the database: its queries (SQL with named parameters, `$name`) agree with each
   * other while records keep arriving. Reads go one at a time, and never wait for writes.
   * @template T
   * @param {(query: (sql: string, parameters?: Record<string, string | number | boolean | null>) => Promise<Record<string, unknown>[]>) => Promise<T>} task
   * @returns {Promise<T>}
   */
  read(task) {
    return this.#reading((connection) => task((sql, parameters = {}) => rowsOf(connection, sql, parameters)));
  }

  /** Empties the store: no records, nothing dropped. */
  clear() {
    return this.#writing((connection) => inTransaction(connection, async () => {
      await connection.run('DELETE FROM event_logs');
      await connection.run('UPDATE event_log_dropped SET total = 0 WHERE id = 1');
    }));
  }

  /** Finishes the queued reads and writes, writes everything into the database file and closes it. Later calls fail. */
  close() {
    this.#closing ??= (async () => {
      await Promise.all([this.#writeQueue(() => undefined), this.#readQueue(() => undefined)]);
      // Done here, off the event loop, the checkpoint leaves closeSync nothing to write.
      await this.#writer.run('CHECKPOINT');
      this.#insert.destroySync();
      this.#writer.closeSync();
      this.#reader.closeSync();
      this.#instance.closeSync();
    })();
    return this.#closing;
  }
}
