import { createHash, randomBytes } from 'node:crypto';
import { type QueryExecutorProvider, sql } from 'kysely';
import type {
  CandidateState,
  MedicalText,
  ReleaseCandidate,
} from '@clinic/contracts/releases/release-candidate';

/** Where a preview link opens: `/release-preview/<secret>` (and `…/leave` ends it). */
export const PREVIEW_PREFIX = '/release-preview/';
/** How long a preview link opens the preview in a browser, at most (issue 44). */
export const PREVIEW_DAYS = 7;
/** How long a candidate waits for approval or promotion before it is removed. */
export const DEFAULT_CANDIDATE_HOURS = 7 * 24;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface Row {
  app: string;
  release: string;
  source_commit: string;
  released_by: string;
  token: string | null;
  created_at: string;
  expires_at: string;
  state: CandidateState;
  needs_approval: number | boolean;
  gate_at: string | null;
  changed_pages: string;
  medical_pages: string;
  preview_url: string | null;
  preview_revoked_at: string | null;
  decided_by: string | null;
  decided_at: string | null;
  reason: string | null;
}

const fromRow = (row: Row): ReleaseCandidate => ({
  app: row.app,
  id: row.release,
  commit: row.source_commit,
  releasedBy: row.released_by,
  token: row.token,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  state: row.state,
  needsApproval: Boolean(row.needs_approval),
  gate: { passed: true, at: row.gate_at },
  changedPages: JSON.parse(row.changed_pages) as string[],
  medicalPages: JSON.parse(row.medical_pages) as MedicalText[],
  previewUrl: row.state === 'candidate' && !row.preview_revoked_at ? row.preview_url : null,
  decision:
    row.decided_by && row.decided_at
      ? { by: row.decided_by, at: row.decided_at, reason: row.reason }
      : null,
});

const COLUMNS = sql.raw(
  'app, release, source_commit, released_by, token, created_at, expires_at, state, needs_approval, gate_at, changed_pages, medical_pages, preview_url, preview_revoked_at, decided_by, decided_at, reason',
);

/** What a new candidate is made of: the release's record and what the gate found. */
export interface NewCandidate {
  readonly app: string;
  readonly id: string;
  readonly commit: string;
  readonly releasedBy: string;
  readonly token?: string;
  readonly gateAt?: string;
  readonly needsApproval: boolean;
  readonly changedPages: readonly string[];
  readonly medicalPages: readonly MedicalText[];
}

/**
 * Release candidates in the site's database (migration 0026, decision 0077), which every replica
 * reads: a preview opened through one is served by all. A candidate moves once, from
 * `candidate` to approved, promoted, declined or expired, and is never made a candidate again.
 */
export function releaseCandidates(
  db: QueryExecutorProvider,
  { candidateHours = DEFAULT_CANDIDATE_HOURS }: { candidateHours?: number } = {},
) {
  const one = async (app: string, id: string) => {
    const { rows } = await sql<Row>`select ${COLUMNS} from release_candidates
      where app = ${app} and release = ${id}`.execute(db);
    return rows[0] && fromRow(rows[0]);
  };
  return {
    candidateHours,
    get: one,

    /**
     * Keeps a gated release as a candidate with a new preview link under `origin`; the same
     * build made a candidate again (still waiting) gets a new link, the old one ends.
     */
    async add(candidate: NewCandidate, origin: string, now = new Date()) {
      const secret = randomBytes(24).toString('base64url');
      const previewUrl = new URL(`${PREVIEW_PREFIX}${secret}`, origin).href;
      const expiresAt = new Date(now.getTime() + candidateHours * 3_600_000).toISOString();
      const changed = JSON.stringify(candidate.changedPages);
      await sql`delete from release_candidates where app = ${candidate.app}
        and release = ${candidate.id} and state in ('candidate', 'expired')`.execute(db);
      await sql`insert into release_candidates (app, release, source_commit, released_by, token,
          created_at, expires_at, state, needs_approval, gate_at, changed_pages, medical_pages,
          preview_hash, preview_url)
        values (${candidate.app}, ${candidate.id}, ${candidate.commit}, ${candidate.releasedBy},
          ${candidate.token ?? null}, ${now.toISOString()}, ${expiresAt}, 'candidate',
          ${candidate.needsApproval ? 1 : 0}, ${candidate.gateAt ?? null}, ${changed},
          ${JSON.stringify(candidate.medicalPages)},
          ${sha256(secret)}, ${previewUrl})
        on conflict (app, release) do nothing`.execute(db);
      return (await one(candidate.app, candidate.id))!;
    },

    /** Every candidate, waiting or decided, newest first; of one app when named. */
    async list(app?: string): Promise<ReleaseCandidate[]> {
      const { rows } = app
        ? await sql<Row>`select ${COLUMNS} from release_candidates where app = ${app}
            order by created_at desc`.execute(db)
        : await sql<Row>`select ${COLUMNS} from release_candidates
            order by created_at desc`.execute(db);
      return rows.map(fromRow);
    },

    /**
     * The candidate a preview link's secret opens, while it waits, its link is not revoked and
     * not older than PREVIEW_DAYS; undefined otherwise.
     */
    async byPreview(secret: string, now = new Date()) {
      const since = new Date(now.getTime() - PREVIEW_DAYS * 86_400_000).toISOString();
      const { rows } = await sql<Row>`select ${COLUMNS} from release_candidates
        where preview_hash = ${sha256(secret)} and state = 'candidate'
          and preview_revoked_at is null and created_at > ${since}
          and expires_at > ${now.toISOString()}`.execute(db);
      return rows[0] && fromRow(rows[0]);
    },

    /** Ends a candidate's preview link: every browser holding it sees the live site again. */
    async revokePreview(app: string, id: string, now = new Date()) {
      const { numAffectedRows } = await sql`update release_candidates
        set preview_revoked_at = ${now.toISOString()}
        where app = ${app} and release = ${id} and preview_revoked_at is null`.execute(db);
      return Number(numAffectedRows ?? 0) > 0;
    },

    /**
     * Moves a waiting candidate to `state`, with who decided and why; false when it was no
     * longer waiting (another owner decided first, or it expired), changing nothing.
     */
    async settle(
      app: string,
      id: string,
      state: Exclude<CandidateState, 'candidate'>,
      decision: { by: string; reason?: string | null },
      now = new Date(),
    ) {
      const { numAffectedRows } = await sql`update release_candidates
        set state = ${state}, decided_by = ${decision.by}, decided_at = ${now.toISOString()},
          reason = ${decision.reason ?? null}
        where app = ${app} and release = ${id} and state = 'candidate'`.execute(db);
      return Number(numAffectedRows ?? 0) > 0;
    },

    /** Candidates waiting past their time become `expired`: returned, so their files can go. */
    async expire(now = new Date()) {
      const { rows } = await sql<{ app: string; release: string }>`update release_candidates
        set state = 'expired' where state = 'candidate' and expires_at <= ${now.toISOString()}
        returning app, release`.execute(db);
      return rows.map((row) => ({ app: row.app, id: row.release }));
    },

    /** The ids of `app`'s candidates still waiting: retention leaves their files alone. */
    async waiting(app: string): Promise<Set<string>> {
      const { rows } = await sql<{ release: string }>`select release from release_candidates
        where app = ${app} and state = 'candidate'`.execute(db);
      return new Set(rows.map((row) => row.release));
    },
  };
}

export type ReleaseCandidates = ReturnType<typeof releaseCandidates>;
