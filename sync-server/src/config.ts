import { resolve, join } from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), `${name} must be true or false`)
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`);

// Variables are read as strings, as the environment holds them; defaults are the parsed values.
const envSchema = z.object({
  PORT: wholeNumber('PORT', 0, 65535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(
      /^postgres(?:ql)?:\/\//,
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/spine',
    )
    .optional(),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z
    .url({ error: 'OPENAI_BASE_URL must be a URL such as http://localhost:11434/v1' })
    .optional(),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  OPENAI_TIMEOUT_MS: wholeNumber('OPENAI_TIMEOUT_MS', 1, 3_600_000).default(60_000),
  ADMIN_EMAILS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'ADMIN_EMAILS must be a comma-separated list of e-mail addresses' })))
    .default([]),
  STATIC_DIR: z.string().optional(),
  COOKIE_SECURE: z
    .enum(['auto', 'true', 'false'], { error: 'COOKIE_SECURE must be auto, true or false' })
    .default('auto'),
  TRUST_PROXY: booleanFlag('TRUST_PROXY').default(false),
  ALLOWED_HOSTS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(?:\*|\.?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*)$/,
            'ALLOWED_HOSTS must be a comma-separated list of host names (a leading dot allows subdomains, * allows any)',
          ),
      ),
    )
    .default([]),
});

/** Server settings from the environment, validated and normalised (README "Configuration"). */
export const configSchema = envSchema.transform((env) => ({
  port: env.PORT,
  host: env.HOST,
  /** Absolute; a relative DATA_DIR is resolved from the working directory. */
  dataDir: resolve(env.DATA_DIR),
  /** PostgreSQL (issue 19: N instances on one database); null: SQLite at `${dataDir}/spine.db`. */
  databaseUrl: env.DATABASE_URL ?? null,
  logLevel: env.LOG_LEVEL,
  /** The built PWA to serve; absolute. */
  staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : join(PROJECT_ROOT, 'dist', 'app'),
  /** 'auto': Secure cookies only when the request came over HTTPS. */
  cookieSecure: env.COOKIE_SECURE === 'auto' ? ('auto' as const) : env.COOKIE_SECURE === 'true',
  trustProxy: env.TRUST_PROXY,
  /** Host names served besides localhost names, IP addresses, this machine's name and HOST (issue 18). */
  allowedHosts: env.ALLOWED_HOSTS,
  /** Lower-cased. */
  adminEmails: env.ADMIN_EMAILS,
  /** Either variable switches AI to the LLM: a local server (Ollama) needs no key, OpenAI needs no URL. */
  aiProvider: env.OPENAI_API_KEY || env.OPENAI_BASE_URL ? ('openai' as const) : ('builtin' as const),
  openai: {
    apiKey: env.OPENAI_API_KEY ?? null,
    baseUrl: env.OPENAI_BASE_URL ?? null,
    model: env.OPENAI_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
  },
}));

/** The validated server configuration. */
export type Config = z.infer<typeof configSchema>;

const SECRET_VARIABLES = new Set(['OPENAI_API_KEY', 'DATABASE_URL']);

/**
 * Reads the configuration from `env` (default: process.env). Empty variables count as unset, so
 * `OPENAI_API_KEY=` in a .env file means "no LLM". Throws one error naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') present[key] = value;
  }
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const got =
      present[name] !== undefined && !SECRET_VARIABLES.has(name)
        ? ` (got ${JSON.stringify(present[name])})`
        : '';
    const message = issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    return `  ${message}${got}`;
  });
  throw new Error(`Invalid configuration:\n${[...new Set(lines)].join('\n')}`);
}
