import { parseArgs } from 'node:util';
import { saveStaffAccount, STAFF_PASSWORD_MIN_LENGTH } from '@clinic/api';
import { ConfigError, loadConfig } from '../config/site-config';
import { readPassword } from './read-password';

/**
 * Creates the first staff account (or resets an existing one's name and password):
 *   pnpm staff:create --email doctor@clinic.example --name "Dr Malhotra"
 * The password is asked for without echo, or read from the first line of stdin when piped.
 * Uses the same DATA_DIR / DATABASE_URL as the server.
 */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string', default: 'Clinic Staff' } },
  });
  if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) {
    throw new Error('Usage: staff:create --email <e-mail> [--name "<name>"]');
  }
  const password = (
    await readPassword(`Password (at least ${STAFF_PASSWORD_MIN_LENGTH} characters): `)
  ).trim();
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    throw new Error(`The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
  }
  const outcome = await saveStaffAccount(loadConfig(), {
    email: values.email,
    name: values.name,
    password,
  });
  const words = {
    created: 'Created',
    updated: 'Updated',
    unchanged: 'Already up to date:',
  } as const;
  process.stdout.write(`${words[outcome]} staff account ${values.email.trim().toLowerCase()}\n`);
}
main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
