import { afterEach, describe, expect, it } from 'vitest';
import { formatClinicDateTime } from '@clinic/contracts/dates/clinic-time';
import type { ApiConfig, EnquiryEmailConfig } from '../src/config/api-config';
import { eventually } from './helpers/eventually';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { type TestApp, createTestApp } from './helpers/test-app';

const ENQUIRY = {
  name: 'Kavita Sharma',
  phone: '9123456780',
  message: 'My asthma is worse at night.\nCan I come on Saturday?',
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sink(options?: Parameters<typeof startSmtpSink>[0]): Promise<SmtpSink> {
  const started = await startSmtpSink(options);
  cleanups.push(started.close);
  return started;
}

/** An app that e-mails enquiries to `desk@clinic.test` through the sink, with quick retries. */
async function app(
  smtp: SmtpSink | undefined,
  email: Partial<EnquiryEmailConfig> = {},
  overrides: Partial<ApiConfig> = {},
) {
  const logLines: string[] = [];
  const t: TestApp = await createTestApp(
    {
      enquiryEmail: smtp && {
        smtpUrl: smtp.url,
        to: 'desk@clinic.test',
        from: 'website@clinic.test',
        retryDelaysMs: [50, 100, 200],
        ...email,
      },
      ...overrides,
    },
    { logLines },
  );
  let closed = false;
  cleanups.push(async () => {
    if (!closed) await t.close();
  });
  const close = async () => {
    closed = true;
    await t.close();
  };
  const log = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { ...t, log, logText: () => logLines.join('\n'), close };
}

const send = (t: TestApp, payload: object = ENQUIRY) =>
  t.app.inject({ method: 'POST', url: '/api/v1/form', payload });

describe('enquiry e-mails', () => {
  it("e-mails each stored enquiry to NOTIFY_EMAIL with the visitor's details and the time in India", async () => {
    const smtp = await sink();
    const t = await app(smtp, {}, { publicOrigin: 'https://clinic.test' });
    const res = await send(t);
    expect(res.statusCode).toBe(201);
    const { _id, createdAt } = res.json().data;

    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['desk@clinic.test']);
    expect(mail!.from).toBe('website@clinic.test');
    const received = formatClinicDateTime(createdAt);
    expect(received).toMatch(/ IST$/);
    expect(mail!.raw).toContain(`Subject: New enquiry from the website, ${received}`);
    expect(mail!.raw).toContain('Name: Kavita Sharma');
    expect(mail!.raw).toContain('Phone: 9123456780');
    expect(mail!.raw).toContain(`Received: ${received}`);
    expect(mail!.raw).toContain('My asthma is worse at night.\r\nCan I come on Saturday?');
    expect(mail!.raw).toContain('https://clinic.test/dashboard/Forms');
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail!.raw).not.toMatch(/text\/html/);
    // Stored first: the enquiry is in the list the e-mail points to.
    const stored = await t.app.db
      .selectFrom('enquiries')
      .select('id')
      .where('id', '=', _id)
      .executeTakeFirst();
    expect(stored).toEqual({ id: _id });
    await eventually(() =>
      expect(t.log().filter((line) => line.msg === 'enquiry e-mail sent')).toEqual([
        expect.objectContaining({ enquiryId: _id, attempt: 1 }),
      ]),
    );
  });

  it('retries a send the mail server refused, and the e-mail arrives once', async () => {
    const smtp = await sink({ failFirst: 2 });
    const t = await app(smtp);
    expect((await send(t)).statusCode).toBe(201);
    await smtp.waitFor(1);
    expect(smtp.attempts()).toBe(3);
    expect(smtp.received).toHaveLength(1);
    const retries = t
      .log()
      .filter((line) => String(line.msg).startsWith('enquiry e-mail not sent'));
    expect(retries).toHaveLength(2);
    expect(retries[0]).toMatchObject({ level: 40, attempt: 1, attempts: 4 });
    expect(retries[0]!.smtpError).toMatchObject({ responseCode: 451 });
    await eventually(() =>
      expect(t.log().find((line) => line.msg === 'enquiry e-mail sent')).toMatchObject({
        attempt: 3,
      }),
    );
  });

  it('gives up after the last attempt, logging the failure without the enquiry itself', async () => {
    const smtp = await sink({ failFirst: 100 });
    const t = await app(smtp, { retryDelaysMs: [20, 20] });
    const { _id } = (await send(t)).json().data;
    await eventually(() =>
      expect(t.log().filter((line) => line.level === 50)).toEqual([
        expect.objectContaining({ enquiryId: _id, attempt: 3, attempts: 3 }),
      ]),
    );
    expect(smtp.attempts()).toBe(3);
    for (const personal of ['Kavita', '9123456780', 'asthma', 'Saturday'])
      expect(t.logText()).not.toContain(personal);
  });

  it('answers the visitor at once, without waiting for a slow mail server', async () => {
    const smtp = await sink({ delayMs: 2_000 });
    const t = await app(smtp);
    const started = Date.now();
    const res = await send(t);
    const took = Date.now() - started;
    expect(res.statusCode).toBe(201);
    expect(took).toBeLessThan(1_000);
    expect(smtp.received).toHaveLength(0);
    await smtp.waitFor(1);
  });

  it('answers the visitor when the mail server cannot be reached at all', async () => {
    const t = await app(
      undefined,
      {},
      {
        enquiryEmail: {
          smtpUrl: 'smtp://127.0.0.1:9',
          to: 'desk@clinic.test',
          from: 'desk@clinic.test',
          retryDelaysMs: [10_000],
        },
      },
    );
    const res = await send(t);
    expect(res.statusCode).toBe(201);
  });

  it('lets a pending e-mail finish when the server shuts down', async () => {
    const smtp = await sink({ delayMs: 300 });
    const t = await app(smtp);
    expect((await send(t)).statusCode).toBe(201);
    await t.close();
    expect(smtp.received).toHaveLength(1);
  });

  it('sends nothing for a bot that filled the honeypot', async () => {
    const smtp = await sink();
    const t = await app(smtp);
    expect((await send(t, { ...ENQUIRY, website: 'https://spam.example' })).statusCode).toBe(201);
    const real = await send(t, { ...ENQUIRY, name: 'Ravi' });
    expect(real.statusCode).toBe(201);
    const mails = await smtp.waitFor(1);
    // One e-mail, the real one: the queue sends in order, so the bot's would have come first.
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Name: Ravi');
  });

  it('without SMTP_URL and NOTIFY_EMAIL sends nothing and says so once at start', async () => {
    const smtp = await sink();
    const t = await app(undefined);
    expect((await send(t)).statusCode).toBe(201);
    expect((await send(t)).statusCode).toBe(201);
    const lines = t.log().filter((line) => /e-mail/.test(String(line.msg)));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'enquiry e-mails off: set SMTP_URL and NOTIFY_EMAIL to e-mail each enquiry',
      }),
    ]);
    expect(smtp.attempts()).toBe(0);
  });
});
