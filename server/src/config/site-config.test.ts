import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, siteIsLive } from './site-config';

/** The api package's folder, where its data sits by default. */
const API_PACKAGE_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'api');

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, '/srv/clinic');
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.join(API_PACKAGE_DIR, 'data'));
    expect(loadConfig({ DATA_DIR: './data' }, '/srv/clinic').dataDir).toBe('/srv/clinic/data');
    expect(config.webRoot).toBe(path.resolve(API_PACKAGE_DIR, '..'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.staff).toBeUndefined();
    expect(config.enquiryRetentionDays).toBe(365);
    expect(config.enquiryRateLimit).toBe(10);
    expect(config.loginMaxFailures).toBe(5);
    expect(config.logLevel).toBe('info');
    // Unset: the page host keeps replaced releases for its default 24 hours.
    expect(config.releaseKeepHours).toBeUndefined();
  });

  it('reads RELEASE_KEEP_HOURS, and refuses one that is not a whole number of hours', () => {
    expect(loadConfig({ RELEASE_KEEP_HOURS: '72' }).releaseKeepHours).toBe(72);
    expect(loadConfig({ RELEASE_KEEP_HOURS: '0' }).releaseKeepHours).toBe(0);
    for (const value of ['a day', '1.5', '-1', '9000'])
      expect(() => loadConfig({ RELEASE_KEEP_HOURS: value })).toThrow(
        'Invalid setting RELEASE_KEEP_HOURS: must be a whole number between 0 and 8760',
      );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(8080);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ STAFF_EMAIL: 'a@b.co' }, 'STAFF_PASSWORD'],
    [{ STAFF_PASSWORD: 'long enough password' }, 'STAFF_EMAIL'],
    [{ STAFF_EMAIL: 'a@b.co', STAFF_PASSWORD: 'short' }, 'STAFF_PASSWORD'],
    [{ STAFF_EMAIL: 'not-an-email', STAFF_PASSWORD: 'long enough password' }, 'STAFF_EMAIL'],
    [{ ENQUIRY_RETENTION_DAYS: '0' }, 'ENQUIRY_RETENTION_DAYS'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REMOTE_ORIGINS: 'ftp://x' }, 'REMOTE_ORIGINS'],
    [{ SMTP_URL: 'smtp://mail.example:587' }, 'NOTIFY_EMAIL'],
    [{ NOTIFY_EMAIL: 'desk@clinic.example' }, 'SMTP_URL'],
    [{ SMTP_URL: 'http://mail.example', NOTIFY_EMAIL: 'desk@clinic.example' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example', NOTIFY_EMAIL: 'the front desk' }, 'NOTIFY_EMAIL'],
    [{ NOTIFY_FROM: 'site@clinic.example' }, 'NOTIFY_FROM'],
    [{ NODE_ENV: 'development', PUBLIC_URL: 'https://clinic.example' }, 'NODE_ENV'],
    [{ TRUST_PROXY: '0.0.0.0/0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1, ::/0' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '0.0.0.0/1' }, 'TRUST_PROXY'],
    [{ DATABASE_URL: 'postgres://u:p@db.example:5432/clinic' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://u:p@db.example/clinic?sslmode=prefer' }, 'DATABASE_URL'],
    [
      {
        SMTP_URL: 'smtps://mail.example:465?tls.rejectUnauthorized=false',
        NOTIFY_EMAIL: 'desk@clinic.example',
      },
      'SMTP_URL',
    ],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.internal' }, 'TRUST_PROXY'],
    [{ SMTP_URL: 'smtp://mail.example:587', NOTIFY_EMAIL: 'desk@clinic.example' }, 'SMTP_URL'],
  ])('rejects %o naming %s in one line', (env, name) => {
    try {
      loadConfig(env);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(new RegExp(`^Invalid setting ${name}: `));
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('refuses TRUST_PROXY=true or a catch-all range with what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would believe any client's X-Forwarded-For; set the proxy's address or CIDR/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(
      /TRUST_PROXY: names a range that holds most of the internet/,
    );
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,fd00::/16' }).trustProxy).toHaveLength(2);
  });

  it('runs production React without PUBLIC_URL, and is live only with an https PUBLIC_URL', () => {
    expect(siteIsLive(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(siteIsLive(loadConfig({ PUBLIC_URL: 'http://clinic.example' }))).toBe(false);
    expect(siteIsLive(loadConfig({ PUBLIC_URL: 'https://clinic.example' }))).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://clinic.example' }),
    ).toThrow(/^Invalid setting NODE_ENV: must not be development on a live site/);
    expect(loadConfig({ NODE_ENV: 'development' }).publicOrigin).toBeUndefined();
  });

  it.each([
    'postgres://u:p@localhost:5432/clinic',
    'postgres://u:p@127.0.0.1/clinic',
    'postgres://u:p@[::1]/clinic',
    'postgresql:///clinic',
    'postgres://u@x/clinic?host=/var/run/postgresql',
    'postgres://u:p@db.example/clinic?sslmode=verify-full',
    'postgres://u:p@db.example/clinic?sslmode=require',
    'postgres://u:p@db.example/clinic?ssl=true',
  ])('accepts the database %s (on this machine, or TLS)', (url) => {
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('connects to a remote database without TLS, or to a mail server unchecked, only when told to', () => {
    const database = { DATABASE_URL: 'postgres://u:p@db.example/clinic' };
    expect(() => loadConfig(database)).toThrow(
      /^Invalid setting DATABASE_URL: must use TLS .* DATABASE_ALLOW_PLAINTEXT=1$/,
    );
    expect(loadConfig({ ...database, DATABASE_ALLOW_PLAINTEXT: '1' }).databaseUrl).toBeDefined();
    const mail = {
      SMTP_URL: 'smtp://mail.example:587?requireTLS=true&tls.rejectUnauthorized=false',
      NOTIFY_EMAIL: 'desk@clinic.example',
    };
    expect(() => loadConfig(mail)).toThrow(
      /^Invalid setting SMTP_URL: turns the mail server's certificate check off .* SMTP_ALLOW_UNVERIFIED_TLS=1$/,
    );
    expect(loadConfig({ ...mail, SMTP_ALLOW_UNVERIFIED_TLS: '1' }).enquiryEmail).toBeDefined();
  });

  it('ends idle staff sessions after 30 minutes unless SESSION_IDLE_MINUTES says', () => {
    expect(loadConfig({}).sessionIdleMinutes).toBe(30);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '10' }).sessionIdleMinutes).toBe(10);
  });

  it('reads proxies as addresses and CIDRs, and PUBLIC_URL as an origin', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    const live = loadConfig({ PUBLIC_URL: 'https://clinic.example/x' });
    expect(live.publicOrigin).toBe('https://clinic.example');
  });

  it.each([
    'smtps://mail.example:465',
    'smtp://mail.example:587?requireTLS=true',
    'smtp://127.0.0.1:2525',
    'smtp://localhost:25',
  ])('accepts the mail server %s (TLS, or on this machine)', (url) => {
    expect(
      loadConfig({ SMTP_URL: url, NOTIFY_EMAIL: 'desk@clinic.example' }).enquiryEmail?.smtpUrl,
    ).toBe(url);
  });

  it('sends over plain SMTP to another machine only when told to', () => {
    const env = { SMTP_URL: 'smtp://mail.example:25', NOTIFY_EMAIL: 'desk@clinic.example' };
    expect(() => loadConfig(env)).toThrow(/SMTP_URL: must use TLS/);
    expect(loadConfig({ ...env, SMTP_ALLOW_PLAINTEXT: '1' }).enquiryEmail).toBeDefined();
  });

  it('reads the enquiry e-mail settings, sending from NOTIFY_EMAIL unless NOTIFY_FROM says', () => {
    expect(loadConfig({}).enquiryEmail).toBeUndefined();
    const env = {
      SMTP_URL: 'smtps://site:s3cret@mail.example:465',
      NOTIFY_EMAIL: 'desk@clinic.example',
    };
    expect(loadConfig(env).enquiryEmail).toEqual({
      smtpUrl: 'smtps://site:s3cret@mail.example:465',
      to: 'desk@clinic.example',
      from: 'desk@clinic.example',
      retryDelaysMs: expect.any(Array),
    });
    expect(loadConfig({ ...env, NOTIFY_FROM: 'site@clinic.example' }).enquiryEmail?.from).toBe(
      'site@clinic.example',
    );
  });

  it('never repeats the SMTP password in its error', () => {
    try {
      loadConfig({ SMTP_URL: 'http://site:s3cret@mail.example', NOTIFY_EMAIL: 'a@b.co' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid setting SMTP_URL: must be an smtp:/);
      expect((error as Error).message).not.toContain('s3cret');
    }
  });

  it('reads staff, database and origins', () => {
    const config = loadConfig({
      STAFF_EMAIL: 'doc@clinic.example',
      STAFF_PASSWORD: 'correct horse battery',
      DATABASE_URL: 'postgres://u:p@localhost:5432/clinic',
      REMOTE_ORIGINS: 'https://cdn.example/, https://b.example',
      WEB_ROOT: '/srv/web',
    });
    expect(config.staff).toEqual({
      email: 'doc@clinic.example',
      password: 'correct horse battery',
      name: 'Clinic Staff',
    });
    expect(config.databaseUrl).toBe('postgres://u:p@localhost:5432/clinic');
    expect(config.remoteOrigins).toEqual(['https://cdn.example', 'https://b.example']);
    expect(config.webRoot).toBe('/srv/web');
  });
});

describe('STAFF_URL (decision 0076)', () => {
  it('is read as an origin beside PUBLIC_URL, and is unset by default', () => {
    expect(loadConfig({}).staffOrigin).toBeUndefined();
    const config = loadConfig({
      PUBLIC_URL: 'https://clinic.example',
      STAFF_URL: 'https://staff.clinic.example/dashboard',
    });
    expect(config.staffOrigin).toBe('https://staff.clinic.example');
  });

  it.each([
    [{ STAFF_URL: 'https://staff.clinic.example' }, /needs PUBLIC_URL too/],
    [
      { PUBLIC_URL: 'https://clinic.example', STAFF_URL: 'https://clinic.example/staff' },
      /must be another address than PUBLIC_URL/,
    ],
    [
      { PUBLIC_URL: 'https://clinic.example', STAFF_URL: 'http://staff.clinic.example' },
      /must be an https:\/\/ address on a live site/,
    ],
    [{ PUBLIC_URL: 'https://clinic.example', STAFF_URL: 'staff.clinic.example' }, /http\(s\) URL/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(/^Invalid setting STAFF_URL: /);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
