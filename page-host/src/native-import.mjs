// Node's own import(), out of reach of test runners that evaluate modules in a VM and rewrite
// `import()` (vitest): server builds must load through Node's loader, where the singleton
// resolve hooks (singleton-hooks.mjs) live. vitest.config.ts keeps this file external.
export const nativeImport = (url) => import(url);
