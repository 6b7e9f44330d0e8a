import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { FormSubmission } from '@clinic/contracts/entities/form-submission';
import type { ApiConfig } from '../../config/api-config';
import { enquiryMessage } from '../../mail/enquiry-message';
import { retryingQueue } from '../../mail/retrying-queue';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mails staff about a stored enquiry, later: never awaited by the visitor's request. */
    notifyEnquiry(enquiry: FormSubmission): void;
  }
}

/** At shutdown, how long pending e-mails get before the process goes (server/src/main.ts allows 10 s). */
const SHUTDOWN_GRACE_MS = 5_000;
/** More unsent e-mails than this means the mail server is down; the enquiries stay in Forms. */
const MAX_WAITING = 500;

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
 * nodemailer, after it is stored, from a queue that retries with growing waits. Without them,
 * nothing is sent, and the start-up log says so.
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
    // nodemailer's defaults (2 min to connect, 10 min idle) would hold a retry, and a shutdown.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const queue = retryingQueue<FormSubmission>({
    retryDelaysMs: settings.retryDelaysMs,
    maxWaiting: MAX_WAITING,
    run: async (enquiry) => {
      await transport.sendMail(
        enquiryMessage(enquiry, {
          from: settings.from,
          to: settings.to,
          publicOrigin: config.publicOrigin,
        }),
      );
    },
    onSuccess: (enquiry, attempt) =>
      app.log.info({ enquiryId: enquiry._id, attempt }, 'enquiry e-mail sent'),
    onFailure: (enquiry, { attempt, attempts, error, willRetry }) => {
      const details = { enquiryId: enquiry._id, attempt, attempts, smtpError: sendError(error) };
      if (willRetry) app.log.warn(details, 'enquiry e-mail not sent yet; will retry');
      else app.log.error(details, 'enquiry e-mail not sent; the enquiry is in Forms');
    },
    onDropped: (enquiry) =>
      app.log.error(
        { enquiryId: enquiry._id },
        'enquiry e-mail dropped (too many unsent); the enquiry is in Forms',
      ),
  });

  app.decorate('notifyEnquiry', (enquiry: FormSubmission) => queue.add(enquiry));
  app.addHook('onClose', async () => {
    const unsent = await queue.close(SHUTDOWN_GRACE_MS);
    if (unsent > 0)
      app.log.warn(
        { unsent },
        'enquiry e-mails not sent before shutdown; the enquiries are in Forms',
      );
    transport.close();
  });
  app.log.info('enquiry e-mails on');
});
