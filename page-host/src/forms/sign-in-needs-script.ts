import { paths } from '@clinic/contracts/routes/paths';
import { smallPage } from './small-page';

/**
 * The answer to the sign-in form posted by the browser itself (scripts off, or sent before the
 * page's code was live): signing in needs JavaScript, which keeps the token where the dashboard
 * reads it. A page of its own, with nothing of the request in it: what was sent is never read.
 */
export const signInNeedsScriptPage = smallPage(
  'Sign-in needs JavaScript',
  `<h1>Signing in needs JavaScript</h1>
<p>The staff sign-in works only with JavaScript switched on. Nothing you typed was sent on or kept.</p>
<p>Switch JavaScript on for this site (or wait until the page has fully loaded), then <a href="${paths.signin.getHref()}">sign in again</a>.</p>
<p><a href="${paths.home.getHref()}">Go to the home page</a></p>`,
);
