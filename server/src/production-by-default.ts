/**
 * React (and every library that asks) picks its build from NODE_ENV when first loaded: unset, it
 * is the development build, slower and writing a render's stack trace, file paths and all, into
 * the page. The server runs production unless the operator asks for development explicitly
 * (`NODE_ENV=development`, as `pnpm dev` does). Imported first by main.ts, so it runs before any
 * module that reads it; an empty value counts as unset, as in config/site-config.ts.
 */
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
