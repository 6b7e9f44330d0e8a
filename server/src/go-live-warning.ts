import type { FastifyBaseLogger } from 'fastify';
import {
  formatGoLiveReport,
  goLiveReport,
  type GoLiveReport,
} from '@clinic/server-kit/go-live-report';

/** Thrown when a live site would show sample values to patients; its message names each one. */
export class SampleContentError extends Error {}

interface GoLiveSettings {
  /** The site's public origin (PUBLIC_URL), named in the refusal. */
  publicOrigin: string | undefined;
  /** Whether patients reach it: an https PUBLIC_URL (siteIsLive). */
  live: boolean;
  /** ALLOW_SAMPLE_CONTENT: '1' lets a live site start with sample values (a staging copy, a demo). */
  allowSampleContent: string | undefined;
}

/**
 * At start, what `pnpm clinic:check` reports (placeholders and samples left in the clinic config).
 * A live site (PUBLIC_URL is https) refuses to start
 * while a sample value remains, since a patient would read a made-up phone number, doctor or
 * credential as the clinic's, unless the operator sets ALLOW_SAMPLE_CONTENT=1. Otherwise a live
 * site logs the report as one warning; a local run (no https PUBLIC_URL) stays quiet.
 * A page without a review never blocks: the site then simply claims no review.
 */
export async function checkReadyToGoLive(
  log: FastifyBaseLogger,
  settings: GoLiveSettings,
): Promise<void> {
  const { live } = settings;
  if (!live) return;
  const { allowSampleContent } = settings;
  if (allowSampleContent !== undefined && allowSampleContent !== '' && allowSampleContent !== '1') {
    throw new SampleContentError('Invalid setting ALLOW_SAMPLE_CONTENT: must be 1 or unset');
  }
  const report: GoLiveReport = await goLiveReport();
  if (live && report.placeholders.length && allowSampleContent !== '1') {
    throw new SampleContentError(
      `Refusing to start a live site (${settings.publicOrigin}) with sample content: ` +
        `fill in these values in shared/contracts/src/config and remove their marks, ` +
        `or set ALLOW_SAMPLE_CONTENT=1 to start anyway (pnpm clinic:check lists the same).\n` +
        formatGoLiveReport(report),
    );
  }
  const text = formatGoLiveReport(report);
  if (text) log.warn(`Not ready to go live (pnpm clinic:check):\n${text}`);
}
