import { clinic } from '@clinic/shared/config/clinic';
import { paths } from '@clinic/shared/routes/paths';
import { escapeMarkup } from './escape-markup';

/**
 * The answer to the sign-in form posted by the browser itself (scripts off, or sent before the
 * page's code was live): signing in needs JavaScript, which keeps the token where the dashboard
 * reads it. A page of its own, with nothing of the request in it: what was sent is never read.
 */
export const signInNeedsScriptPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign-in needs JavaScript · ${escapeMarkup(clinic.clinicName)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;line-height:1.6;color:#1f2937;background:#f8fafc}
main{max-width:36rem;margin:4rem auto;padding:0 1.5rem}
h1{color:#0b2e59;line-height:1.25}
a{color:#0b2e59;font-weight:600}
</style>
</head>
<body>
<main>
<h1>Signing in needs JavaScript</h1>
<p>The staff sign-in works only with JavaScript switched on. Nothing you typed was sent on or kept.</p>
<p>Switch JavaScript on for this site (or wait until the page has fully loaded), then <a href="${paths.signin.getHref()}">sign in again</a>.</p>
<p><a href="${paths.home.getHref()}">Go to the home page</a></p>
</main>
</body>
</html>
`;
