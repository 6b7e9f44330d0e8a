import { Worker } from 'node:worker_threads';

/** Rows of another table written in the same transaction (an enquiry's e-mail in the outbox). */
export interface CompanionRows {
  table: string;
  rows: Record<string, unknown>[];
}

export interface BulkInsert {
  /** Inserts all rows (and the companions') in one transaction; resolves after the commit. */
  (table: string, rows: Record<string, unknown>[], companions?: CompanionRows[]): Promise<void>;
  close(): Promise<void>;
}

/** One table's rows as the writer thread takes them: column names, then values in that order. */
const asColumns = (table: string, rows: Record<string, unknown>[]) => {
  const columns = Object.keys(rows[0]!);
  return { table, columns, rows: rows.map((row) => columns.map((c) => row[c])) };
};

/**
 * The main-thread side of sqlite-write-worker.mjs. With synchronous=FULL every commit waits for
 * the disk; done on the event loop, that wait stalls every other request. Here it happens on
 * the worker's thread while this one keeps serving.
 */
export function sqliteBulkInsert(file: string, pragmas: readonly string[]): BulkInsert {
  const worker = new Worker(new URL('./sqlite-write-worker.mjs', import.meta.url), {
    workerData: { file, pragmas },
    // The worker is plain JavaScript: no need for tsx or vitest loaders in it.
    execArgv: [],
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  worker.on('message', (message: { id: number; ok: boolean; message?: string }) => {
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) waiter?.resolve();
    else waiter?.reject(new Error(message.message));
  });
  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('SQLite writer stopped')));

  const inFlight = new Set<Promise<void>>();
  const insert = ((
    table: string,
    rows: Record<string, unknown>[],
    companions: CompanionRows[] = [],
  ) => {
    if (rows.length === 0) return Promise.resolve();
    const id = nextId++;
    const done = new Promise<void>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({
        id,
        tables: [
          asColumns(table, rows),
          ...companions
            .filter((companion) => companion.rows.length > 0)
            .map((companion) => asColumns(companion.table, companion.rows)),
        ],
      });
    });
    inFlight.add(done);
    void done.catch(() => {}).finally(() => inFlight.delete(done));
    return done;
  }) as BulkInsert;

  insert.close = async () => {
    // Let posted batches commit (their callers are waiting to answer), then stop the thread.
    await Promise.allSettled([...inFlight]);
    await worker.terminate();
  };
  return insert;
}
