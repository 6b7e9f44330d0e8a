/**
 * `pnpm clinic:check`: what a clinic must still fill in before going live — every placeholder or
 * sample value in shared/contracts/src/config. Exits 1 while any remains. A live server
 * (PUBLIC_URL is https) refuses to start while one remains, unless ALLOW_SAMPLE_CONTENT=1; it
 * then logs the same report as a warning (server/src/go-live-warning.ts). Medical reviews are
 * records in the site's database (decision 0081): `GET /api/v1/medical-reviews/due` lists those
 * falling due.
 */
import { formatGoLiveReport, goLiveReport } from '@clinic/server-kit/go-live-report';

const text = formatGoLiveReport(await goLiveReport());
if (text) {
  process.stderr.write(`clinic:check: not ready to go live.\n${text}\n`);
  process.exit(1);
}
process.stdout.write('clinic:check: no placeholders left.\n');
