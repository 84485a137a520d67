// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, loadConfig } from '@server/config';

describe('loadConfig', () => {
  it('has a default for everything but DATABASE_URL and SMTP_URL', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      DATA_DIR: path.resolve('./data'),
      UPLOADS_DIR: path.resolve('./data/uploads'),
      OUTBOX_DIR: path.resolve('./data/outbox'),
      ADMIN_EMAIL: DEFAULT_ADMIN_EMAIL,
      ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD,
      SEED_DEMO: true,
      RATE_LIMIT_MAX: 20,
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads and converts the variables', () => {
    const config = loadConfig({
      PORT: '3999',
      DATA_DIR: '/tmp/shikhon-data',
      DATABASE_URL: 'postgres://shikhon:pw@db:5432/shikhon',
      SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
      SEED_DEMO: 'false',
      RATE_LIMIT_MAX: '5',
      ADMIN_EMAIL: 'Ops@Example.com',
      TRUST_PROXY: '1',
    });
    expect(config.PORT).toBe(3999);
    expect(config.OUTBOX_DIR).toBe('/tmp/shikhon-data/outbox');
    expect(config.DATABASE_URL).toBe('postgres://shikhon:pw@db:5432/shikhon');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.RATE_LIMIT_MAX).toBe(5);
    expect(config.ADMIN_EMAIL).toBe('ops@example.com');
    expect(config.TRUST_PROXY).toBe(true);
  });

  it('treats empty variables as unset (as a copied .env.example leaves them)', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '  ', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('names every bad variable in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', ADMIN_PASSWORD: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SEED_DEMO', 'ADMIN_PASSWORD']),
    );
    expect(message).toContain('PORT');
    // Secrets are never echoed back.
    expect(message).not.toContain('short');
  });
});
