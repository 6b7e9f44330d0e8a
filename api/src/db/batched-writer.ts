/**
 * Group commit. Each commit of a durable database waits for the disk (fsync); with one commit per
 * request, a burst of enquiries queues behind the disk one at a time. Instead, rows that arrive
 * while a commit is running wait for the next one and go together in one INSERT: one fsync for
 * many rows. Every caller's promise still resolves only after its row is committed, so a 2xx is
 * only ever sent for a durable row.
 */
export function batchedWriter<Row>(insertMany: (rows: Row[]) => Promise<void>, maxBatch = 200) {
  const queue: { row: Row; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;

  const flush = async () => {
    const batch = queue.splice(0, maxBatch);
    try {
      await insertMany(batch.map((item) => item.row));
      for (const item of batch) item.resolve();
    } catch {
      // One bad row must not fail its neighbours: retry each alone, answering each on its own.
      for (const item of batch) {
        await insertMany([item.row]).then(item.resolve, item.reject);
      }
    } finally {
      writing = false;
      schedule();
    }
  };

  const schedule = () => {
    if (writing || queue.length === 0) return;
    writing = true;
    // setImmediate lets requests already received join this batch; the ones arriving while it
    // commits form the next.
    setImmediate(() => void flush());
  };

  return (row: Row): Promise<void> =>
    new Promise((resolve, reject) => {
      queue.push({ row, resolve, reject });
      schedule();
    });
}
