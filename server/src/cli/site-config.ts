import { ConfigError, loadConfig, type SiteConfig } from '../config/site-config';

/** The site's settings for a command run on its machine; a bad one ends it, named, exit 1. */
export function siteConfigOrExit(): SiteConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
