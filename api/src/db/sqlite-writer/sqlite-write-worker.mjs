// Runs in a worker thread: owns one SQLite connection used only for bulk inserts, so the disk
// wait of each commit (fsync) blocks this thread, not the one answering HTTP requests.
// Plain JavaScript on purpose: a worker starts a fresh module loader, and this file needs no
// TypeScript transform under tsx, vitest or plain node alike.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
for (const pragma of workerData.pragmas) db.pragma(pragma);

const statements = new Map();
const quote = (name) => `"${String(name).replaceAll('"', '""')}"`;
const insertFor = (table, columns) => {
  const key = `${table}(${columns.join(',')})`;
  let statement = statements.get(key);
  if (!statement) {
    statement = db.prepare(
      `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
    );
    statements.set(key, statement);
  }
  return statement;
};

// One transaction per message: one commit, one fsync, for the whole batch and its companions
// (an enquiry and its outbox row are written together or not at all).
const insertAll = db.transaction((tables) => {
  for (const { table, columns, rows } of tables) {
    const statement = insertFor(table, columns);
    for (const row of rows) statement.run(row);
  }
});

parentPort.on('message', ({ id, tables }) => {
  try {
    insertAll(tables);
    parentPort.postMessage({ id, ok: true });
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
