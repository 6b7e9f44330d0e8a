import type { Kysely } from 'kysely';

/**
 * Medical reviews (issue 44, decision 0081): a medical reviewer signed off one page's text, named
 * by its sha-256. Append-only: no route changes or deletes a row; a page shows the latest review
 * of its current text until its next review is due. The reviewer is kept by id and by the name
 * shown (an account's name may change later; what the page claimed must not).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('medical_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('text_hash', 'text', (c) => c.notNull())
    .addColumn('reviewer_id', 'text')
    .addColumn('reviewer_name', 'text', (c) => c.notNull())
    .addColumn('reviewer_registration', 'text')
    .addColumn('reviewed_on', 'text', (c) => c.notNull())
    .addColumn('next_review_due', 'text', (c) => c.notNull())
    .addColumn('release_app', 'text')
    .addColumn('release_id', 'text')
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('medical_reviews_text_hash')
    .on('medical_reviews')
    .column('text_hash')
    .execute();
  await db.schema
    .createIndex('medical_reviews_next_review_due')
    .on('medical_reviews')
    .column('next_review_due')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('medical_reviews').execute();
}
