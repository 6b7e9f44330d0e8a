import type { EditorDraft } from '@clinic/contracts/schemas/editor-draft';
import type { Db, EditorDraftsTable } from '../schema';

const toDraft = (row: EditorDraftsTable): EditorDraft => ({
  key: row.draft_key,
  values: JSON.parse(row.values_json) as Record<string, unknown>,
  savedAt: row.saved_at,
});

/** The blog editor's unsaved work, per staff account and blog. */
export function editorDraftsRepository(db: Db) {
  return {
    /** This account's drafts, newest first. */
    list: async (userId: string): Promise<EditorDraft[]> =>
      (
        await db
          .selectFrom('editor_drafts')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('saved_at', 'desc')
          .execute()
      ).map(toDraft),

    async save(userId: string, key: string, valuesJson: string, savedAt: string) {
      const row = { user_id: userId, draft_key: key, values_json: valuesJson, saved_at: savedAt };
      await db
        .insertInto('editor_drafts')
        .values(row)
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'draft_key'])
            .doUpdateSet({ values_json: valuesJson, saved_at: savedAt }),
        )
        .execute();
      return toDraft(row);
    },

    /** Whether the account has a draft under `key`, and how many it has in all. */
    async holding(userId: string, key: string): Promise<{ has: boolean; count: number }> {
      const rows = await db
        .selectFrom('editor_drafts')
        .select('draft_key')
        .where('user_id', '=', userId)
        .execute();
      return { has: rows.some((row) => row.draft_key === key), count: rows.length };
    },

    /** Drafts last saved before `before` (EDITOR_DRAFT_DAYS): nobody came back to them. */
    async deleteSavedBefore(before: string): Promise<number> {
      const result = await db
        .deleteFrom('editor_drafts')
        .where('saved_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Every account's drafts of these blogs, gone for good (a blog id is a draft's key). */
    async deleteOfBlogs(blogIds: readonly string[]): Promise<void> {
      if (blogIds.length === 0) return;
      await db.deleteFrom('editor_drafts').where('draft_key', 'in', blogIds).execute();
    },

    async delete(userId: string, key: string): Promise<void> {
      await db
        .deleteFrom('editor_drafts')
        .where('user_id', '=', userId)
        .where('draft_key', '=', key)
        .execute();
    },
  };
}
