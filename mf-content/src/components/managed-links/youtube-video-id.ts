const VIDEO_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'youtube-nocookie.com']);

/**
 * The video id in a YouTube link as staff paste it (watch, youtu.be, shorts, live or embed
 * links), or null for anything else: a channel, a playlist, another site.
 */
export function youTubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www|m|music)\./, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(host)) {
    id =
      parsed.pathname === '/watch'
        ? parsed.searchParams.get('v')
        : /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(parsed.pathname)?.[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}
