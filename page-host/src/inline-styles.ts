import fs from 'node:fs';
import path from 'node:path';

/**
 * Stylesheets go into the composed page as `<style>` (product §10.13: no render-blocking CSS request
 * before the first paint; the CSP's style-src allows inline styles, never inline scripts). The
 * apps' CSS is a few kB compressed, and the page is compressed as a whole.
 */

/**
 * A stylesheet's text if it can be inlined: readable, and without `url()`, which would resolve
 * against the page instead of the stylesheet. Otherwise undefined, and it stays a link.
 */
export function inlinableCss(file: string): string | undefined {
  try {
    const css = fs.readFileSync(file, 'utf8');
    return /url\(/i.test(css) ? undefined : css;
  } catch {
    return undefined;
  }
}

/** CSS text as a style element; nothing in it can close the element early. */
export const styleElement = (css: string) =>
  css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/** The shell's template with its own stylesheet links (Vite's output) replaced by their text. */
export function inlineTemplateStyles(template: string, shellDist: string): string {
  return template.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = inlinableCss(path.join(shellDist, file));
    return css === undefined ? link : styleElement(css);
  });
}
