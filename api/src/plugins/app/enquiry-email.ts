import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { ApiConfig } from '../../config/api-config';
import { clock, isoPlus } from '../../lib/clock';
import { enquiryMessage } from '../../mail/enquiry-message';
import { type ClaimedEmail, enquiryOutbox } from '../../mail/enquiry-outbox';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** An enquiry's e-mail was queued with it: send what is due now, not at the next look. */
    notifyEnquiry(): void;
  }
}

/** At shutdown, how long a send under way gets before the process goes (main.ts allows more). */
const SHUTDOWN_GRACE_MS = 5_000;
/** How often the outbox is looked at for e-mails queued by other servers or due for a retry. */
const POLL_MS = 1_000;
/** E-mails claimed at a time. */
const BATCH = 10;
/**
 * How long a claimed e-mail is this server's. Longer than a send may take (nodemailer's limits
 * below add up to under a minute), so no other server sends it meanwhile; a server that died
 * holding it frees it once the lease ends.
 */
const LEASE_MS = 120_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a failed send says in the log: the mail server's answer, never the message. The enquiry is
 * named by its id only: names, phones and messages are personal data and stay out of the log.
 */
function sendError(error: unknown) {
  const { code, responseCode, command, message } = error as {
    code?: string;
    responseCode?: number;
    command?: string;
    message?: string;
  };
  return { code, responseCode, command, message };
}

/**
 * With SMTP_URL and NOTIFY_EMAIL set, each new enquiry is e-mailed to NOTIFY_EMAIL through
 * nodemailer from the outbox it was stored with (decision 0048): whichever server claims it
 * first sends it, a failure is tried again after growing waits (the last one repeating) until it
 * is sent or the enquiry's retention ends, and a restart of every server loses nothing. Without
 * them, nothing is sent, and the start-up log says so.
 */
export default fp<{ config: ApiConfig }>(async (app: FastifyInstance, { config }) => {
  const settings = config.enquiryEmail;
  if (!settings) {
    app.decorate('notifyEnquiry', () => undefined);
    app.log.info('enquiry e-mails off: set SMTP_URL and NOTIFY_EMAIL to e-mail each enquiry');
    return;
  }

  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    // A few kept-open connections: a burst of enquiries is not one SMTP handshake each.
    pool: true,
    maxConnections: 3,
    // nodemailer's defaults (2 min to connect, 10 min idle) would hold a retry, and a shutdown.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const outbox = enquiryOutbox(app.db, app.database.dialect);
  const retentionMs = config.enquiryRetentionDays * DAY_MS;
  const delays = settings.retryDelaysMs;
  let closing = false;

  async function send(claimed: ClaimedEmail): Promise<void> {
    const { enquiryId, attempt } = claimed;
    const enquiry = await app.repos.enquiries.get(enquiryId);
    // Deleted by staff since: nothing to tell them.
    if (!enquiry) return outbox.done(enquiryId);
    try {
      await transport.sendMail({
        ...enquiryMessage(enquiry, {
          from: settings!.from,
          to: settings!.to,
          dashboardOrigin: config.staffOrigin ?? config.publicOrigin,
        }),
        // One id per enquiry: a mail client shows a copy resent after a crash as the same message.
        messageId: `<enquiry-${enquiryId}@clinic-site>`,
      });
    } catch (error) {
      const retryAt = clock.now().getTime() + delays[Math.min(attempt, delays.length) - 1]!;
      const willRetry = retryAt < Date.parse(claimed.createdAt) + retentionMs;
      const details = { enquiryId, attempt, willRetry, smtpError: sendError(error) };
      if (!willRetry) {
        app.log.error(
          details,
          'enquiry e-mail not sent within the retention; the enquiry is in Forms',
        );
        return outbox.done(enquiryId);
      }
      app.log.warn(details, 'enquiry e-mail not sent yet; will retry');
      await outbox.retryAt(enquiryId, new Date(retryAt).toISOString());
      // A wait shorter than the polling interval (tests use such) is kept to.
      const wait = retryAt - clock.now().getTime();
      if (wait < POLL_MS) setTimeout(look, Math.max(wait, 0)).unref();
      return;
    }
    // Sent: the row goes at once, so no server sends it again.
    await outbox.done(enquiryId);
    app.log.info({ enquiryId, attempt }, 'enquiry e-mail sent');
  }

  /**
   * Claims and sends what is due, batch after batch, until nothing is. Stopping, it claims no
   * more but sends what it holds (within the shutdown grace; past it, the lease frees them).
   */
  async function sendDue(): Promise<void> {
    while (!closing) {
      const now = clock.now().toISOString();
      const claimed = await outbox.claim(BATCH, now, isoPlus(LEASE_MS));
      if (claimed.length === 0) return;
      await Promise.all(claimed.map(send));
    }
  }

  let running: Promise<void> | undefined;
  let again = false;
  const look = () => {
    if (closing) return;
    if (running) {
      again = true;
      return;
    }
    running = sendDue()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'enquiry outbox not read; trying again shortly'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          look();
        }
      });
  };
  const poll = setInterval(look, POLL_MS);
  poll.unref();
  app.addHook('onReady', async () => look());

  app.decorate('notifyEnquiry', look);
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(poll);
    let timer: NodeJS.Timeout | undefined;
    const finished = await Promise.race([
      (running ?? Promise.resolve()).then(() => true),
      new Promise<boolean>(
        (resolve) => (timer = setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS)),
      ),
    ]);
    clearTimeout(timer);
    if (!finished)
      app.log.warn(
        'an enquiry e-mail was being sent at shutdown; it is sent again once its claim ends',
      );
    transport.close();
  });
  app.log.info('enquiry e-mails on');
});
