import escapeHtml from 'escape-html';
import { PREVIEW_PREFIX } from '../candidate-store';

/** Where a preview is left: a form posts here and the cookie is cleared. */
export const LEAVE_PREVIEW_PATH = `${PREVIEW_PREFIX}leave`;

/**
 * The banner on every page of a preview, before the app's root (outside what React hydrates):
 * which release it is, that patients do not see it, and a way out. A form, not a link: the
 * site warms up the links in view (decision 0058), which must not end a preview. Painted above
 * every layer of the page: the site's header is fixed at the top of the window (product §2) and
 * would otherwise lie over the banner and take its button's clicks.
 */
function banner(app: string, id: string): string {
  const name = escapeHtml(`${app} ${id}`);
  return (
    '<div role="region" aria-label="Release preview" data-release-preview ' +
    'style="position:relative;z-index:2147483647;background:#fff3cd;color:#1f1f1f;border-bottom:2px solid #8a6d00;padding:8px 16px;' +
    'font:16px/1.5 system-ui,sans-serif;display:flex;flex-wrap:wrap;gap:8px;align-items:center">' +
    `<p style="margin:0">Preview of <strong>${name}</strong>: not what patients see.</p>` +
    `<form method="post" action="${LEAVE_PREVIEW_PATH}" style="margin:0">` +
    '<button type="submit" style="font:inherit;min-height:44px;padding:4px 12px">' +
    'Leave the preview</button></form></div>'
  );
}

/** A preview's page: not indexed, with its banner first in the body. */
export function previewPage(app: string, id: string): (html: string) => string {
  const top = banner(app, id);
  return (html) =>
    html
      .replace('</head>', '<meta name="robots" content="noindex"></head>')
      .replace(/<body[^>]*>/, (body) => `${body}${top}`);
}
