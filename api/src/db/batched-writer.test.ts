import { describe, expect, it } from 'vitest';
import { batchedWriter } from './batched-writer';

describe('batchedWriter', () => {
  it('groups rows that arrive while a commit runs into one insert', async () => {
    const batches: number[][] = [];
    const write = batchedWriter<number>(async (rows) => {
      batches.push(rows);
      await new Promise((r) => setTimeout(r, 5));
    });
    await Promise.all(Array.from({ length: 10 }, (_, i) => write(i)));
    expect(batches.flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(batches.length).toBeLessThan(10);
  });

  it('resolves each row only after its batch is written', async () => {
    const written = new Set<number>();
    const write = batchedWriter<number>(async (rows) => {
      await new Promise((r) => setTimeout(r, 2));
      for (const row of rows) written.add(row);
    });
    await Promise.all(
      [1, 2, 3].map(async (n) => {
        await write(n);
        expect(written.has(n)).toBe(true);
      }),
    );
  });

  it('fails only the bad row of a batch', async () => {
    const write = batchedWriter<number>(async (rows) => {
      if (rows.includes(13)) throw new Error('bad row');
    });
    const results = await Promise.allSettled([write(1), write(13), write(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
