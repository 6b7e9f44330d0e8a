import type { StaffAccount } from '@clinic/contracts/entities/staff-account';
import type { StaffRole, StaffUser } from '@clinic/contracts/entities/staff-user';
import type { Db } from '../schema';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  role: string;
  medical_reviewer: number;
  active: number;
}

const COLUMNS = [
  'id',
  'email',
  'name',
  'password_hash',
  'role',
  'medical_reviewer',
  'active',
] as const;

/** The staff member as the API answers them (never the password hash). */
export const staffUserOf = (row: Omit<UserRow, 'password_hash' | 'active'>): StaffUser => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as StaffRole,
  medicalReviewer: Number(row.medical_reviewer) === 1,
});

export function usersRepository(db: Db) {
  return {
    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').select(COLUMNS).where('email', '=', email).executeTakeFirst(),

    findById: (id: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst(),

    /** Whether any account exists: the first one made is the doctor's (medical reviewer). */
    async any(): Promise<boolean> {
      return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
    },

    async insert(
      user: Omit<UserRow, 'active' | 'medical_reviewer' | 'role'> & {
        role: StaffRole;
        medical_reviewer: boolean;
        created_at: string;
      },
    ): Promise<void> {
      await db
        .insertInto('users')
        .values({
          ...user,
          medical_reviewer: user.medical_reviewer ? 1 : 0,
          active: 1,
          updated_at: user.created_at,
        })
        .execute();
    },

    async update(
      id: string,
      changes: {
        name?: string;
        password_hash?: string;
        role?: StaffRole;
        active?: boolean;
        updated_at: string;
      },
    ): Promise<void> {
      const { active, ...rest } = changes;
      await db
        .updateTable('users')
        .set({ ...rest, ...(active === undefined ? {} : { active: active ? 1 : 0 }) })
        .where('id', '=', id)
        .execute();
    },

    /** The owner's Staff page: every account, oldest first (the doctor at the top). */
    async list(): Promise<StaffAccount[]> {
      const rows = await db
        .selectFrom('users')
        .select([...COLUMNS, 'created_at'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        ...staffUserOf(row),
        active: Number(row.active) === 1,
        createdAt: row.created_at,
      }));
    },

    /** Active owners: the last one cannot be demoted or deactivated. */
    async countActiveOwners(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('role', '=', 'owner')
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
