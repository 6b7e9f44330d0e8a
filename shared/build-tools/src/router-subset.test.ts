import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import routerExports from './router-exports.json';
import * as subset from './router-subset';

describe('the shared router subset', () => {
  it('provides exactly the names lint lets browser code import', () => {
    expect(Object.keys(subset).sort()).toEqual([...routerExports].sort());
  });

  it('is the react-router release the full package (which the server renders with) is built on', () => {
    const require = createRequire(import.meta.url);
    const version = (name: string) =>
      (require(`${name}/package.json`) as { version: string }).version;
    expect(version('react-router')).toBe(version('react-router-dom'));
  });
});
