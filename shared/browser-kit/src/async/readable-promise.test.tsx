import { render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { readablePromise } from './readable-promise';

function Value({ promise }: { promise: Promise<string> }) {
  return <p>{use(promise)}</p>;
}

const renderValue = (promise: Promise<string>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Value promise={promise} />
    </Suspense>,
  );

describe('readablePromise', () => {
  it('renders a settled promise in the first pass, with no loading state', async () => {
    const promise = readablePromise(Promise.resolve('COPD'));
    await promise;
    renderValue(promise);
    expect(screen.getByText('COPD')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('keeps a failure for the error boundary, and answers the same promise', async () => {
    const failing = Promise.reject(new Error('chunk 404'));
    const readable = readablePromise(failing);
    expect(readable).toBe(failing);
    await expect(readable).rejects.toThrow('chunk 404');
    expect((readable as { status?: string }).status).toBe('rejected');
  });
});
