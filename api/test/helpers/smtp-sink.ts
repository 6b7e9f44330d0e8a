import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  /** Headers and body as sent, with quoted-printable soft breaks and escapes undone. */
  raw: string;
}

interface SinkOptions {
  /** Refuse this many messages (451, "try again later") before accepting. */
  failFirst?: number;
  /** Hold each accepted message this long before answering, like a slow mail server. */
  delayMs?: number;
}

/** Quoted-printable, as nodemailer writes long or non-ASCII text. */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A real SMTP server on a free local port that keeps what it receives, for the tests to read. */
export async function startSmtpSink({ failFirst = 0, delayMs = 0 }: SinkOptions = {}) {
  const received: ReceivedMail[] = [];
  let refusals = failFirst;
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: the built-in test certificate is not wanted, and the test talks to localhost.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts++;
        const answer = () => {
          if (refusals > 0) {
            refusals--;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          const mailFrom = session.envelope.mailFrom;
          received.push({
            from: mailFrom ? mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('latin1')),
          });
          callback();
        };
        if (delayMs) setTimeout(answer, delayMs);
        else answer();
      });
    },
  });
  // A sender that dies mid-connection (a replica killed with kill -9 while its pooled
  // connection is open) resets its socket: that is the sender's failure, and the sink goes on.
  // Without a listener, smtp-server's 'error' event would be thrown in the test process.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages the server was sent, refused ones included. */
    attempts: () => attempts,
    /** Resolves once `count` messages were accepted. */
    waitFor: (count: number): Promise<ReceivedMail[]> =>
      eventually(() => {
        if (received.length < count)
          throw new Error(`expected ${count} e-mails, received ${received.length}`);
        return received;
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
