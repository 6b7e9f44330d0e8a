import { clinic } from '@clinic/contracts/config/clinic';
import escapeHtml from 'escape-html';

/**
 * A page of its own, outside the shell: a few kilobytes of HTML with its styles inline and no
 * script, made once at start. For answers that must cost no render (a refused form): anyone can
 * send those as fast as they like. `main` is markup; the title is text.
 */
export function smallPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(clinic.clinicName)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;line-height:1.6;color:#1f2937;background:#f8fafc}
main{max-width:36rem;margin:4rem auto;padding:0 1.5rem}
h1{color:#0b2e59;line-height:1.25}
a{color:#0b2e59;font-weight:600}
form{display:grid;gap:.25rem;margin:1.5rem 0}
label{font-weight:600;margin-top:.5rem}
input,textarea{font:inherit;padding:.6rem;border:1px solid #64748b;border-radius:.375rem}
button{font:inherit;font-weight:600;margin-top:1rem;padding:.75rem 1.25rem;border:0;border-radius:.375rem;color:#fff;background:#0b2e59;cursor:pointer}
[role=alert]{padding:.75rem 1rem;border-left:4px solid #b91c1c;background:#fef2f2}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}
