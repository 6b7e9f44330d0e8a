import { paths } from '@clinic/shared/routes/paths';
import { lungHubPage, procedurePages, treatmentPages } from '@clinic/shared/routes/medical-pages';
import { routeTable } from '@clinic/shared/routes/route-table';

/**
 * The psychiatry menu of spec §2. The shell shows a friendly page for them when the menu flag
 * is on; the server answers 200 so a shared link is not reported as broken.
 */
export const psychiatryPaths: readonly string[] = [
  '/psychiatry',
  '/depression',
  '/anxiety',
  '/bipolar-disorder',
  '/schizophrenia',
  '/ocd',
  '/counselling-and-therapy',
  '/cbt',
  '/dbt',
  '/individual-counselling',
  '/stress-management',
  '/behaviour-therapy',
  '/relaxation-therapy',
  '/social-skills-training',
  '/mental-health-children',
  '/adhd',
  '/autism',
  '/incontinence',
  '/behaviour-issues',
  '/conduct-disorder',
  '/learning-disability',
  '/De-addictionProgramme',
  '/motivation-enhancement',
  '/relapse-prevention',
  '/motivation-by-hypnosis',
  '/sexual-wellness-program',
  '/premature-ejaculation',
  '/erectile-dysfunction',
  '/reduced-high-libido',
  '/anorgasmia',
  '/dhat-syndrome',
  '/sleep-clinic',
  '/insomnia',
  '/disturbed-sleep',
  '/non-refreshing-sleep',
  '/sleep-talking',
  '/sleep-walking',
  '/nightmares',
  '/headache-clinic',
  '/migraine',
  '/tension-headache',
  '/epilepsy-clinic',
  '/seizure',
];

const patternToRegExp = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

/**
 * Builds the test "is this a page of the app?" that decides 200 or 404 for the shell's HTML.
 * Case-sensitive, as the spec's URLs are (/COPD, /Pictures and /pictures).
 */
export function createKnownRouteMatcher(): (pathname: string) => boolean {
  const patterns = [
    ...routeTable.map((route) => route.path),
    ...Object.values(paths).map((entry) => entry.path),
    ...[...treatmentPages, lungHubPage, ...procedurePages].map((page) => page.path),
    ...psychiatryPaths,
  ];
  const exact = new Set(patterns.filter((p) => !p.includes(':')));
  const parameterised = patterns.filter((p) => p.includes(':')).map(patternToRegExp);
  return (pathname) => {
    // The router treats /about/ as /about.
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    return exact.has(path) || parameterised.some((re) => re.test(path));
  };
}
