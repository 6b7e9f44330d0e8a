import type { ApiConfig } from '../config/api-config';
import { migrateToLatest, openDatabase } from '../db/database';
import { createRepositories } from '../db/repositories/create-repositories';
import { type StaffAccountInput, upsertStaffAccount } from './staff-accounts';

/**
 * Creates a staff account, or resets an existing one's name and password, in the site's database
 * (migrated first): what `pnpm staff:create` does. Opens and closes its own connection.
 */
export async function saveStaffAccount(
  config: Pick<ApiConfig, 'dataDir' | 'databaseUrl'>,
  account: StaffAccountInput,
) {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    return await upsertStaffAccount(createRepositories(database.db, database.bulkInsert), account);
  } finally {
    await database.close();
  }
}
