import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * `pnpm bench:api`: runs autocannon against the read routes, a composed page (`/COPD` as a
 * browser asks for it, brotli), POST /form and a bare Fastify route in one run, and prints req/s,
 * p50/p99 latency and each route's ratio to the bare route. Aim: reads and the page >= 50% of
 * bare, POST /form >= 25%, no errors. Prints figures; it is not a test. The page needs the built
 * site (`pnpm build`); without it that route is left out, with a line saying so.
 * Settings: BENCH_DURATION (seconds per route, default 10), BENCH_CONNECTIONS (default 50).
 */
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const here = path.dirname(fileURLToPath(import.meta.url));

const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bench-server.ts')], {
  cwd: path.join(here, '..'),
  stdio: ['ignore', 'pipe', 'inherit'],
  env: process.env,
});
const info = await new Promise<{
  appUrl: string;
  bareUrl: string;
  blogId: string;
  dialect: string;
}>((resolve, reject) => {
  let buffer = '';
  server.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const line = buffer.split('\n').find((l) => l.startsWith('{'));
    if (line) resolve(JSON.parse(line));
  });
  server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

/** What a browser sends for a page: it always accepts brotli, and asks for HTML. */
const BROWSER_PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** The composed `/COPD` page, if the site is built: the server composes it from the builds. */
async function composedPageTarget(): Promise<Target[]> {
  const url = `${info.appUrl}/COPD`;
  const answer = await fetch(url, { headers: BROWSER_PAGE_HEADERS });
  await answer.arrayBuffer();
  if (answer.status !== 200) {
    console.log(`GET /COPD answered ${answer.status}: run \`pnpm build\` to measure the page.\n`);
    return [];
  }
  return [
    { name: 'GET /COPD (page, br)', url, headers: BROWSER_PAGE_HEADERS },
    { name: '(bare, same page bytes)', url: `${info.bareUrl}/bare-same-page-bytes` },
  ];
}

interface Target {
  name: string;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}
const targets: Target[] = [
  { name: 'bare Fastify route', url: `${info.bareUrl}/bare` },
  { name: 'GET /published-blogs', url: `${info.appUrl}/api/v1/published-blogs` },
  { name: '(bare, same bytes)', url: `${info.bareUrl}/bare-same-bytes` },
  // What a browser gets: it always sends Accept-Encoding.
  {
    name: '(published, gzip)',
    url: `${info.appUrl}/api/v1/published-blogs`,
    headers: { 'accept-encoding': 'gzip' },
  },
  { name: 'GET /social-links', url: `${info.appUrl}/api/v1/social-links` },
  { name: 'GET /blog/{id}', url: `${info.appUrl}/api/v1/blog/${info.blogId}` },
  ...(await composedPageTarget()),
  {
    name: 'POST /form',
    url: `${info.appUrl}/api/v1/form`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Patient',
      phone: '9876543210',
      message: 'Benchmark enquiry about a chronic cough.',
    }),
  },
];

console.log(
  `Database: ${info.dialect}; ${CONNECTIONS} connections, ${DURATION}s per route (after a 2s warm-up)\n`,
);
const cpuMicros = async () => {
  const usage = (await (await fetch(`${info.bareUrl}/cpu`)).json()) as {
    user: number;
    system: number;
  };
  return usage.user + usage.system;
};
const rows: {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
  cpu: number;
}[] = [];
/**
 * Autocannon appends every answer's body to a string (`body += chunk`), decoding it as UTF-8: for
 * a brotli page, binary bytes, that decoding cost the load generator, on the same two cores as the
 * server, more than the server spent (a bare route sending 16 KB of random bytes answered a third
 * as often as one sending 16 KB of ASCII). Nothing here reads the bodies, so none are kept; bytes
 * are still counted from the socket.
 */
const discardBodies = (client: { pipelinedRequests: { addBody(data: Buffer): void } }) => {
  client.pipelinedRequests.addBody = () => {};
};

for (const target of targets) {
  const run = { ...target, connections: CONNECTIONS, setupClient: discardBodies };
  await autocannon({ ...run, duration: 2 });
  const cpuBefore = await cpuMicros();
  const result = await autocannon({ ...run, duration: DURATION });
  const cpu = (await cpuMicros()) - cpuBefore;
  rows.push({
    name: target.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: Math.round(result.throughput.average / result.requests.average),
    cpu: cpu / result.requests.total,
  });
}
server.kill('SIGTERM');
console.log(
  'CPU µs: server CPU time per request (user + system), steadier than req/s on a shared machine.\n',
);

const bare = rows[0]!.rps;
const pad = (value: string, width: number) => value.padStart(width);
console.log(
  `${'route'.padEnd(22)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('bytes', 8)}${pad('CPU µs', 8)}${pad('vs bare', 9)}${pad('errors', 8)}  aim`,
);
for (const row of rows) {
  const ratio = row.rps / bare;
  const aim =
    row.name.startsWith('bare') || row.name.startsWith('(')
      ? ''
      : row.name.startsWith('POST')
        ? 0.25
        : 0.5;
  const verdict =
    aim === '' ? '' : `${ratio >= aim && row.errors === 0 ? 'met' : 'MISSED'} (>= ${aim * 100}%)`;
  console.log(
    `${row.name.padEnd(22)}${pad(row.rps.toFixed(0), 10)}${pad(String(row.p50), 9)}${pad(String(row.p99), 9)}${pad(String(row.bytes), 8)}${pad(row.cpu.toFixed(0), 8)}${pad(`${(ratio * 100).toFixed(0)}%`, 9)}${pad(String(row.errors), 8)}  ${verdict}`,
  );
}
console.log(
  '\nRows in parentheses are yardsticks: a bare route sending the same bytes as the route above ' +
    'it, so a gap that is the size of the answer (and the load generator reading it, on the same ' +
    'cores) shows apart from the cost of the app.',
);
