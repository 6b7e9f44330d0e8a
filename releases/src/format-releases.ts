import type { ReleaseCandidate } from '@clinic/contracts/releases/release-candidate';
import type { ReleaseCandidates } from './candidate-store';
import type { ReleaseRecord, ReleaseStore } from './release-store';

const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Who made a release: a person or CI, and the deploy token it was sent with. */
const maker = (release: ReleaseRecord) =>
  `${release.releasedBy}${release.token ? ` with deploy token "${release.token}"` : ''}`;

/**
 * `pnpm releases`: per app, each release still in the store, newest first: its id, commit, who
 * made it and when, when it was live (from–to), and what the gate said; the live one is starred.
 */
export async function formatReleases(
  store: ReleaseStore,
  apps: readonly string[],
  candidates?: ReleaseCandidates,
): Promise<string> {
  const lines: string[] = [];
  for (const app of apps) {
    const active = (await store.active(app))?.release;
    const history = await store.history(app);
    lines.push(`${app}${active ? '' : ' (no release yet: served from its build folder)'}`);
    for (const release of store.list(app).reverse()) {
      const events = history.filter((event) => event.release === release.id);
      const refused = events.filter((event) => event.event === 'refused').at(-1);
      const spans = history
        .map((event, index) => ({ event, index }))
        .filter(({ event }) => event.event === 'activated' && event.release === release.id)
        .map(({ event, index }) => {
          const replaced = history
            .slice(index + 1)
            .find((later) => later.event === 'activated' && later.release !== release.id);
          return `live ${minute(event.at)} → ${replaced ? minute(replaced.at) : 'now'} (by ${event.by})`;
        });
      const kept = events.some((event) => event.event === 'baseline');
      const passed = store.passedGate(app, release.id);
      const gate =
        refused && !passed
          ? `refused ${minute(refused.at)}: ${refused.reasons?.join('; ')}`
          : passed
            ? `gate passed${kept ? ' (the build folder live before the first release)' : ''}`
            : 'not gated';
      lines.push(
        `  ${release.id === active ? '*' : ' '} ${release.id}  ${release.commit}  built ${minute(release.createdAt)} by ${maker(release)}`,
        ...spans.map((span) => `      ${span}`),
        `      ${gate}`,
      );
    }
    const kept = (await candidates?.list(app)) ?? [];
    if (kept.length) lines.push('  candidates (issue 44):', ...kept.flatMap(candidateLines));
  }
  return `${lines.join('\n')}\n`;
}

/** A candidate's lines: its state, who decided and why, the pages it changes, its preview. */
function candidateLines(candidate: ReleaseCandidate): string[] {
  const state =
    candidate.state === 'candidate'
      ? candidate.needsApproval
        ? 'candidate, waiting for approval'
        : 'candidate, waiting for promotion'
      : candidate.state;
  const decided = candidate.decision
    ? ` by ${candidate.decision.by} ${minute(candidate.decision.at)}${candidate.decision.reason ? `: ${candidate.decision.reason}` : ''}`
    : '';
  return [
    `    ${candidate.id}  ${candidate.commit}  ${state}${decided}`,
    `      made ${minute(candidate.createdAt)} by ${candidate.releasedBy}${candidate.token ? ` with deploy token "${candidate.token}"` : ''}`,
    `      changed pages: ${candidate.changedPages.length ? candidate.changedPages.join(', ') : 'none'}`,
    ...(candidate.medicalPages.length
      ? [
          `      medical text changed (a medical reviewer approves): ${candidate.medicalPages.map((page) => page.path).join(', ')}`,
        ]
      : []),
    ...(candidate.previewUrl ? [`      preview: ${candidate.previewUrl}`] : []),
  ];
}
