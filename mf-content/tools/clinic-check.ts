/**
 * `pnpm clinic:check`: what a clinic must still fill in before going live — every placeholder or
 * sample value in shared/contracts/src/config and every medical page without a recorded review. Exits 1 while
 * anything remains. A live server (PUBLIC_URL is https) refuses to start while a placeholder or
 * sample remains, unless ALLOW_SAMPLE_CONTENT=1; it then logs the same report as a warning
 * (server/src/go-live-warning.ts).
 */
import { clinicDay } from '@clinic/contracts/dates/clinic-time';
import { formatGoLiveReport, goLiveReport } from '@clinic/server-kit/go-live-report';
import { lungHubPage, procedurePages, treatmentPages } from '../src/features/medical/medical-pages';

const pages = [
  { path: lungHubPage.path, group: 'Treatments' },
  ...treatmentPages.map((page) => ({ path: page.path, group: 'Treatments' })),
  ...procedurePages.map((page) => ({ path: page.path, group: 'Procedures' })),
];

const text = formatGoLiveReport(await goLiveReport(pages, clinicDay(new Date().toISOString())));
if (text) {
  process.stderr.write(`clinic:check: not ready to go live.\n${text}\n`);
  process.exit(1);
}
process.stdout.write('clinic:check: no placeholders left, and every medical page has a review.\n');
