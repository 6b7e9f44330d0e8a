import { type AppConfig, ConfigError, loadConfig } from '@clinic/api';

/** The site's settings for a command run on its machine; a bad one ends it, named, exit 1. */
export function siteConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
