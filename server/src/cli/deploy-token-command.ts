import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '@clinic/api';
import { deployTokens, type DeployToken } from '@clinic/releases';
import { appFolders } from '@clinic/contracts/federation/page-host-contract';
import { siteConfigOrExit } from './site-config';

/**
 * `pnpm deploy-token create <app> --name "<who>" [--expires 90d]`, `pnpm deploy-token list` and
 * `pnpm deploy-token revoke <id>` (README "Releasing from a team's CI"), on the site's machine,
 * with the server's DATA_DIR / DATABASE_URL. A token releases, rolls back and lists one app.
 */
const USAGE = `Usage:
  pnpm deploy-token create <app> --name "<team or CI>" [--expires <days>d]
  pnpm deploy-token list
  pnpm deploy-token revoke <id>
where <app> is one of ${appFolders.join(', ')}`;

/** What holding a token allows: said where tokens are made (decisions 0032, 0064). */
const TRUST = (app: string) =>
  `Whoever holds it can release ${app}, and nothing else: its server build runs only in ` +
  `sandboxes, without the site's settings, data or other apps. Keep it in the team's CI secrets.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

function state(token: DeployToken, now = new Date().toISOString()) {
  if (token.revokedAt) return `revoked ${day(token.revokedAt)}`;
  if (token.expiresAt && token.expiresAt <= now) return `expired ${day(token.expiresAt)}`;
  return token.expiresAt ? `valid until ${day(token.expiresAt)}` : 'valid, no expiry';
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, expires: { type: 'string' } },
});
const [command, subject] = positionals;

const database = openDatabase(siteConfigOrExit());
try {
  await migrateToLatest(database.db);
  const tokens = deployTokens(database.db);
  if (command === 'create') {
    if (!subject || !appFolders.includes(subject)) fail(USAGE);
    const name = values.name?.trim();
    if (!name)
      fail(`Name the token (--name "blog team CI"): releases are recorded under it.\n${USAGE}`);
    const days =
      values.expires === undefined ? undefined : /^(\d{1,4})d$/.exec(values.expires)?.[1];
    if (values.expires !== undefined && !days) fail(`--expires takes days, such as 90d\n${USAGE}`);
    const expiresAt = days ? new Date(Date.now() + Number(days) * 86_400_000) : undefined;
    const { id, secret } = await tokens.create(subject, name, expiresAt);
    process.stdout.write(
      `Deploy token ${id} for ${subject} ("${name}"), ${expiresAt ? `valid until ${day(expiresAt.toISOString())}` : 'no expiry'}.\n` +
        `It is shown this once; keep it in the team's CI secrets as RELEASE_TOKEN:\n\n  ${secret}\n\n` +
        `${TRUST(subject)}\nRevoke it with: pnpm deploy-token revoke ${id}\n`,
    );
  } else if (command === 'list') {
    const all = await tokens.list();
    if (all.length === 0) process.stdout.write('No deploy tokens yet.\n');
    for (const token of all)
      process.stdout.write(
        `${token.id}  ${token.app.padEnd(12)}  "${token.name}"  made ${day(token.createdAt)}  ` +
          `${state(token)}  last used ${day(token.lastUsedAt)}\n`,
      );
  } else if (command === 'revoke') {
    if (!subject) fail(USAGE);
    if (!(await tokens.revoke(subject)))
      fail(`No deploy token ${subject} that is not revoked already`);
    process.stdout.write(`Deploy token ${subject} revoked: it is refused from now on.\n`);
  } else fail(USAGE);
} finally {
  await database.close();
}
