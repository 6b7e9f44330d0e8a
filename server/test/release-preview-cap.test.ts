import { describe, expect, it } from 'vitest';
import { blogSaying, openPreview, teamCi, type CandidateBody } from './helpers/candidate-requests';
import { signedInSiteTestApp } from './helpers/site-test-app';

/**
 * At most three previews are open on one server (each runs sandboxes of its own): a fourth
 * closes the one used longest ago, and that one's next visitor still sees it, opened again.
 */
const { t } = signedInSiteTestApp({ releaseGate: { seconds: 30, memoryMb: 256 } });
const ci = teamCi(() => t.app);
const blogs = (cookie: string) => t.app.inject({ url: '/blogs', headers: { cookie } });

describe('open previews', () => {
  it('four previews in turn each show their own build; the first, closed for the fourth, opens again', async () => {
    const cookies: string[] = [];
    for (const words of ['First', 'Second', 'Third', 'Fourth']) {
      const sent = await ci.release(blogSaying(`${words} preview words`), { preview: true });
      expect(sent.statusCode, sent.body).toBe(202);
      const { cookie } = await openPreview(t.app, sent.json<CandidateBody>().previewUrl);
      expect((await blogs(cookie)).body).toContain(`${words} preview words`);
      cookies.push(cookie);
    }
    const first = await blogs(cookies[0]!);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('First preview words');
    expect(first.body).not.toContain('Fourth preview words');
    // And the one it closed in turn (the second, now used longest ago) is whole too.
    expect((await blogs(cookies[1]!)).body).toContain('Second preview words');
  });
});
