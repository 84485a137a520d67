import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so paths do not depend on the directory the server was started from. */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export const DEFAULT_ADMIN_EMAIL = 'admin@shikhon.test';
export const DEFAULT_ADMIN_PASSWORD = 'Admin@Shikhon1';

const booleanFromEnv = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes' || value === 'on');

const portSchema = z.coerce.number().int().min(0).max(65535);

const postgresUrlSchema = z
  .string()
  .url('must be a URL such as postgres://user:password@host:5432/shikhon')
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

const smtpUrlSchema = z
  .string()
  .url('must be a URL such as smtp://user:password@smtp.example.com:587')
  .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://');

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: portSchema.default(3000),
    PUBLIC_URL: z.string().url('must be a URL such as https://shikhon.example').default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFromEnv.default(false),

    DATABASE_URL: postgresUrlSchema.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    UPLOADS_DIR: z.string().min(1).optional(),
    OUTBOX_DIR: z.string().min(1).optional(),
    CLIENT_DIR: z.string().min(1).default(path.join(projectRoot, 'dist', 'client')),

    SMTP_URL: smtpUrlSchema.optional(),
    MAIL_FROM: z.string().min(3).default('Shikhon <no-reply@shikhon.test>'),

    /**
     * An HTTP SMS gateway of the kind Bangladeshi providers offer (api_key, senderid, number, message); unset: each
     * SMS is written to SMS_OUTBOX_DIR (DATA_DIR/sms-outbox) and its code printed in the log.
     */
    SMS_URL: z
      .string()
      .url('must be the gateway URL, e.g. https://sms.example.com.bd/api/send')
      .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
      .optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    SMS_SENDER_ID: z.string().min(1).max(32).optional(),
    /** How the gateway is called: POST (form fields) or GET (query string). */
    SMS_METHOD: z.enum(['POST', 'GET']).default('POST'),
    SMS_OUTBOX_DIR: z.string().min(1).optional(),
    /** At most this many SMS to one number in an hour (codes and notifications; the rest are logged as limited). */
    SMS_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
    /** At most this many SMS to one member in an hour, whatever the number. */
    SMS_PER_MEMBER_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),

    ADMIN_EMAIL: z.string().trim().toLowerCase().email('must be an e-mail address').default(DEFAULT_ADMIN_EMAIL),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).default(DEFAULT_ADMIN_PASSWORD),
    SEED_DEMO: booleanFromEnv.default(true),

    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    /** How long a guest's public read (board, Find tutors, a job, a tutor, ...) is answered from memory; 0: off. */
    PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),

    /** Shared state of several server processes (rate limits, login throttling); unset: in the process. */
    REDIS_URL: z
      .string()
      .url('must be a URL such as redis://127.0.0.1:6379')
      .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
      .optional(),
    /** Prefix of every Redis key, so several deployments (or test files) can share one Redis. */
    REDIS_PREFIX: z.string().min(1).max(64).default('shikhon:'),

    /** Uploads on an S3-compatible store (AWS S3, MinIO, Cloudflare R2, ...); unset: folders under DATA_DIR. */
    S3_URL: z
      .string()
      .url('must be the store\'s endpoint URL, e.g. https://s3.ap-southeast-1.amazonaws.com')
      .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
      .optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Keys are written under this prefix, e.g. "production/" (empty: the bucket's root). */
    S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or end with "/", e.g. production/')
      .default(''),
    S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),

    /** The durable job queue (mails, fee reminders): off leaves jobs in the table for another process to send. */
    QUEUE_WORKER: booleanFromEnv.default(true),
    /** How often an idle worker looks for jobs (it also looks right after this process queues one). */
    QUEUE_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(250),
    /** How long a taken job is its worker's; a job whose worker died is taken again after it. */
    QUEUE_LOCK_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
    /** The first retry's delay; each further retry waits twice as long (up to an hour), 8 attempts in all. */
    QUEUE_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  })
  .superRefine((env, context) => {
    if (env.SMS_URL && !env.SMS_API_KEY) context.addIssue({ code: 'custom', path: ['SMS_API_KEY'], message: 'is required when SMS_URL is set' });
    if (!env.S3_URL) return;
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!env[key]) context.addIssue({ code: 'custom', path: [key], message: 'is required when S3_URL is set' });
    }
  })
  .transform((env) => {
    const dataDir = path.resolve(env.DATA_DIR);
    return {
      ...env,
      DATA_DIR: dataDir,
      UPLOADS_DIR: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
      OUTBOX_DIR: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
      SMS_OUTBOX_DIR: path.resolve(env.SMS_OUTBOX_DIR ?? path.join(dataDir, 'sms-outbox')),
      CLIENT_DIR: path.resolve(env.CLIENT_DIR),
    };
  });

export type Config = z.output<typeof configSchema>;
export type ConfigInput = z.input<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from an environment; an empty variable counts as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const known = Object.keys(configSchema.in.shape);
  const input: Record<string, string> = {};
  for (const key of known) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value.trim();
  }
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        const value = typeof issue.path[0] === 'string' ? input[issue.path[0]] : undefined;
        const shown = value === undefined || /PASSWORD|URL/.test(name) ? '' : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  return parsed.data;
}

/** A configuration for code that builds its own (tests, scripts): defaults plus the given values. */
export function makeConfig(values: Partial<ConfigInput> = {}): Config {
  return configSchema.parse(values);
}
