import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loggerOptions, clock, newId } from '@clinic/api';
import { buildSite } from '../src/build-site';
import { loadConfig } from '../src/config/site-config';

/**
 * The benchmark's server process: the real app on a fresh database with seeded blogs and links,
 * and a bare Fastify route (no plugins, no hooks) beside it as the yardstick. Prints one JSON
 * line with both URLs, then serves until killed.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-bench-'));
const config = {
  ...loadConfig({
    ...process.env,
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  }),
  enquiryRateLimit: 1_000_000_000,
};
// A production log level, written to a file as a deployment would (not to a terminal).
const app = await buildSite(config, {
  logger: loggerOptions(config, path.join(dir, 'server.log')),
});

const paragraph = 'Asthma is a long-term condition that affects the airways in the lungs. '.repeat(
  12,
);
let blogId = '';
for (let i = 0; i < 20; i++) {
  blogId = newId();
  await app.repos.blogs.insert(
    blogId,
    {
      title: `Blog ${i}: breathing well through the seasons`,
      subTitle: 'Practical advice from the clinic on inhalers, triggers and when to see a doctor.',
      status: 'published',
      content: Array.from({ length: 3 }, (_, s) => ({
        sectionTitle: `Section ${s}`,
        paragraph,
        bulletPoints: ['Use a spacer', 'Rinse after steroids', 'Keep a diary'],
      })),
      image: null,
    },
    clock.stamp(),
  );
}
const categories = [
  'homestories',
  'homeyoutube',
  'homeinsta',
  'mediayoutube',
  'mediayoutubelatest',
  'mediainsta',
] as const;
for (let i = 0; i < 30; i++) {
  await app.repos.socialLinks.insert({
    id: newId(),
    category: categories[i % 6]!,
    url: `https://www.youtube.com/watch?v=video${i}`,
    created_at: clock.stamp(),
  });
}

const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
// The blog list is tens of kilobytes; this route sends as many bytes with no work at all, to
// show how much of the gap is the size of the answer rather than the app.
const listBody = (await app.inject('/api/v1/published-blogs')).body;
bare.get('/bare-same-bytes', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(listBody);
});
// The same for the composed /COPD page as a browser gets it (brotli): the yardstick that shows
// what a page costs beyond its bytes. Empty when the site is not built.
const page = await app.inject({ url: '/COPD', headers: { 'accept-encoding': 'br' } });
bare.get('/bare-same-page-bytes', (_request, reply) => {
  reply.header('content-encoding', 'br').type('text/html; charset=utf-8').send(page.rawPayload);
});
// CPU time of this process, read before and after each run to report CPU per request: on a
// shared two-core machine it varies far less than requests per second do.
bare.get('/cpu', async () => process.cpuUsage());
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

process.stdout.write(
  `${JSON.stringify({ appUrl, bareUrl, blogId, dialect: app.database.dialect })}\n`,
);
process.on('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()]).finally(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
