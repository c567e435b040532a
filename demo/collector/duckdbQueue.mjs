// Small helpers for the collector's DuckDB connections: a queue that runs their work one at a time, transactions,
// and result rows as plain objects.

/** Runs tasks one at a time, in the order they were handed in; one that fails does not stop those after it. */
export function serialQueue() {
  let last = Promise.resolve();
  return (task) => {
    const run = last.then(task);
    last = run.catch(() => undefined);
    return run;
  };
}

/** Runs `work` in a transaction of `connection`: committed when it resolves, rolled back when it throws. */
export async function inTransaction(connection, work) {
  await connection.run('BEGIN TRANSACTION');
  try {
    const result = await work();
    await connection.run('COMMIT');
    return result;
  } catch (error) {
    await connection.run('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** A result row with its BIGINT values (counts, totals) as numbers. */
const plainRow = (row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value]));

/** The rows of a query's result, as plain objects. */
export async function rowsOf(connection, sql, parameters) {
  return (await connection.runAndReadAll(sql, parameters)).getRowObjectsJS().map(plainRow);
}
