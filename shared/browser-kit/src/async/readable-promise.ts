/** A promise that says, once settled, how it ended: the fields React's `use` reads. */
type Readable<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Marks `promise` with its outcome as soon as it settles (`status`, `value` or `reason`), so
 * React's `use` reads an already-settled promise at once instead of suspending for a tick. Code
 * fetched ahead of a navigation (a page's chunk, its article, its remote) then renders in the
 * same pass as the click's, with no loading state shown for a moment. Answers the same promise.
 */
export function readablePromise<T>(promise: Promise<T>): Promise<T> {
  const readable = promise as Readable<T>;
  if (readable.status === undefined) {
    readable.status = 'pending';
    readable.then(
      (value) => {
        readable.status = 'fulfilled';
        readable.value = value;
      },
      (reason: unknown) => {
        readable.status = 'rejected';
        readable.reason = reason;
      },
    );
  }
  return readable;
}
