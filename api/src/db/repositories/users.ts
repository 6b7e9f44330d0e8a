import type { Db } from '../schema';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
}

export function usersRepository(db: Db) {
  return {
    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst(),

    findById: (id: string): Promise<UserRow | undefined> =>
      db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'password_hash'])
        .where('id', '=', id)
        .executeTakeFirst(),

    async insert(user: UserRow & { created_at: string }): Promise<void> {
      await db
        .insertInto('users')
        .values({ ...user, updated_at: user.created_at })
        .execute();
    },

    async update(
      id: string,
      changes: { name?: string; password_hash: string; updated_at: string },
    ): Promise<void> {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
  };
}
