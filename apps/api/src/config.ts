import {
  APPLICATION_EXPIRE_DAYS_DEFAULT,
  INVITATIONS_PER_COMPANY_PER_DAY_DEFAULT,
  SCREENING_REJECT_DELAY_MINUTES_DEFAULT,
} from '@jobs/contracts';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
  // Browsers send `scheme://host[:port]` in Origin: compare against exactly that form.
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** Every environment variable the API reads; `.env.example` documents the same list. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().min(1).default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Folder of the embedded database (PGlite) and of the image optimiser's cache (uploads are in the database). */
    DATA_DIR: z.string().min(1).default('./data'),
    /** When set, a PostgreSQL server is used instead of the embedded database. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * PostgreSQL: how long a query waits for a connection, and the longest a statement may run.
     * Past either the request answers 503 UNAVAILABLE with Retry-After instead of hanging.
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /**
     * The app origins, in this order: seeker, employer, admin. CORS allows exactly these; each
     * audience's cookie routes (refresh, logout) only its own app (with fewer, the last serves the rest).
     */
    APP_ORIGINS: originList.default(['http://localhost:4200', 'http://localhost:4300', 'http://localhost:4400']),
    /** Signs access tokens. Required in production; in development one is generated and kept in DATA_DIR. */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * One `info` line per answered request (method, route, status, time). Unset: on in production,
     * off otherwise (a development console shows the banner and warnings, not every poll).
     */
    LOG_REQUESTS: booleanString.optional(),
    /**
     * `/api/metrics` (Prometheus): with a token, only `Authorization: Bearer <token>` is let in;
     * without one, only callers from loopback or private networks (10/8, 172.16/12, 192.168/16,
     * fc00::/7). Other callers get a 404.
     */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(1024 * 1024),
    TRUST_PROXY: booleanString.default(false),
    /** Seed the demo data set and demo accounts when the database is empty (never in production). */
    DEMO_DATA: booleanString.default(true),
    /**
     * Redis (redis://[:password@]host:port[/db]) keeping every rate limit's counters, shared by all
     * API instances; unset: each instance counts in its own memory (one instance only). While
     * Redis does not answer, each instance counts in memory and logs a warning.
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    /** Prefix of every key the API writes in Redis (several deployments may share one Redis). */
    REDIS_KEY_PREFIX: z.string().min(1).max(100).default('jobs:'),
    /** A Redis command slower than this counts as Redis not answering (the limiter counts in memory). */
    REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(500),
    /** Login attempts per client address per window (all audiences together). */
    RATE_LIMIT_LOGIN_PER_ADDRESS: positiveInt(1_000_000).default(20),
    RATE_LIMIT_LOGIN_WINDOW_SECONDS: positiveInt(86_400).default(60),
    /**
     * Failed logins per account (e-mail and audience) from one client address per window, then
     * 429 for that address until it passes; other addresses (the owner's) are not affected.
     */
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: positiveInt(1_000_000).default(5),
    RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS: positiveInt(86_400).default(15 * 60),
    /** An address's next attempt on an account it failed on waits this long, doubled per failure (at most 10 s); 0: no delay. */
    RATE_LIMIT_LOGIN_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(500),
    /** Sign-ups per client address per window. */
    RATE_LIMIT_REGISTER_PER_ADDRESS: positiveInt(1_000_000).default(20),
    RATE_LIMIT_REGISTER_WINDOW_SECONDS: positiveInt(86_400).default(60 * 60),
    /** A refresh token reused within this many seconds of its rotation gets a fresh token (two tabs); later reuse revokes the session. */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(20),
    /** How long a checked session stays in the in-memory cache before it is read again (logout/revoke evict it at once). */
    SESSION_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    SESSION_CACHE_MAX_ENTRIES: positiveInt(10_000_000).default(50_000),
    /**
     * Each user's newest unread notification time is kept in memory, so an empty poll costs no
     * query; changes update it at once (and reach other instances over LISTEN/NOTIFY). The TTL
     * only bounds staleness should a broadcast be missed; 0 turns the cache off.
     */
    NOTIFICATION_STATE_TTL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    NOTIFICATION_STATE_MAX_ENTRIES: positiveInt(10_000_000).default(100_000),
    /**
     * PostgreSQL only: how long a chat's newest history page kept in memory is trusted. Other
     * instances announce their messages over LISTEN/NOTIFY at once; this bounds staleness should one
     * be missed. 0 reads every page from the database. (The embedded database has one writer: no limit.)
     */
    HISTORY_PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    /** Live delivery (GET /api/events): a comment line this often keeps an idle stream open (and re-checks its session). */
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(120_000).default(15_000),
    /** Open event streams per user (tabs, devices); one more answers 429 and the client relies on its poll. */
    LIVE_MAX_STREAMS_PER_USER: positiveInt(1000).default(8),
    /** How long the event log keeps events for reconnects (Last-Event-ID); at least the 10 minutes api.md promises. */
    LIVE_RETENTION_MINUTES: z.coerce.number().int().min(10).max(1440).default(15),
    /** scrypt cost as log2(N). 17 is OWASP's recommendation; lower values are for tests and refused in production. */
    PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
    /**
     * Optional AI provider for the assistant: an OpenAI-compatible chat-completions endpoint (e.g.
     * https://api.openai.com/v1). Unset: the built-in assistant answers; on the provider's failure
     * or timeout it answers too.
     */
    ASSISTANT_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    ASSISTANT_API_KEY: z.string().min(1).optional(),
    ASSISTANT_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** The provider's whole answer must arrive within this time, else the built-in assistant answers. */
    ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** Messages to assistant chats per seeker per minute; more answer 429 with Retry-After. */
    ASSISTANT_RATE_LIMIT_PER_MINUTE: positiveInt(10_000).default(20),
    /**
     * Chat messages one user may send per minute (all chats), and one side of one chat may receive
     * per minute (the seeker's side, the company's side: neither can spend the other's); more
     * answer 429 with Retry-After, which the composer shows.
     */
    CHAT_SEND_PER_SENDER_PER_MINUTE: positiveInt(1_000_000).default(30),
    CHAT_SEND_PER_CHAT_PER_MINUTE: positiveInt(1_000_000).default(60),
    /** An open application the company has not acted on (moved or answered) for this many days expires. */
    APPLICATION_EXPIRE_DAYS: positiveInt(3650).default(APPLICATION_EXPIRE_DAYS_DEFAULT),
    /** Minutes before an application that missed a knock-out question is rejected (never at once). */
    SCREENING_REJECT_DELAY_MINUTES: positiveInt(7 * 24 * 60).default(SCREENING_REJECT_DELAY_MINUTES_DEFAULT),
    /** Invitations from the résumé database one company may send in any 24 hours (anti-spam; the next is a 429). */
    INVITATIONS_PER_COMPANY_PER_DAY: positiveInt(100_000).default(INVITATIONS_PER_COMPANY_PER_DAY_DEFAULT),
    /** A vacancy reported by this many different people leaves search until an editor decides (issue 27). */
    REPORTS_AUTOHIDE: positiveInt(1000).default(3),
    /**
     * How often each instance's pg-boss workers look for due jobs of the durable queue (at least
     * every 500 ms); 0 runs none, and no pg-boss maintenance or cron pass either (tests).
     */
    JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
    /**
     * How often pg-boss's maintenance looks for jobs whose worker died (past their lease: retried,
     * or failed on their last attempt) and deletes old finished ones.
     */
    JOBS_MAINTENANCE_INTERVAL_SECONDS: positiveInt(3_600).default(60),
    /** Outgoing e-mail: smtp://host:port or smtps://user:pass@host:465. Unset: e-mails are only logged. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    /** The From of every e-mail. */
    EMAIL_FROM: z.string().min(3).default('Jobs <no-reply@jobs.localhost>'),
    /**
     * The API's public address: links in e-mails that lead to the API (one-click unsubscribe), and
     * every absolute URL of a public answer (robots.txt's sitemap, the sitemap index, the pages'
     * og:image and logo), which never come from the request's Host or X-Forwarded-Host.
     */
    API_PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .default('http://localhost:3000/api'),
    /** A chat message still unread this long after it came sends one e-mail per chat. */
    EMAIL_UNREAD_DELAY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(10),
    /**
     * Push notifications through OneSignal's REST API (its "Create message", aimed at our user id
     * as the External ID): both the app id and the app's REST API key, or neither (no push).
     */
    ONESIGNAL_APP_ID: z.string().min(1).max(100).optional(),
    ONESIGNAL_API_KEY: z.string().min(1).max(500).optional(),
    /** OneSignal's REST API base address. */
    ONESIGNAL_API_URL: z
      .url({ protocol: /^https?$/ })
      .transform((value) => value.replace(/\/+$/, ''))
      .default('https://api.onesignal.com'),
    /** OneSignal must answer within this; otherwise the push job is retried later. */
    ONESIGNAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** "Forgot password" requests per client address (and per e-mail) per window. */
    RATE_LIMIT_PASSWORD_FORGOT_PER_ADDRESS: positiveInt(1_000_000).default(5),
    RATE_LIMIT_PASSWORD_FORGOT_WINDOW_SECONDS: positiveInt(86_400).default(15 * 60),
    /** "Forgot password" answers no sooner than this, whether or not the e-mail has an account. */
    PASSWORD_FORGOT_MIN_RESPONSE_MS: z.coerce.number().int().min(0).max(10_000).default(400),
    /** New verification e-mails per user per window. */
    RATE_LIMIT_VERIFY_RESEND_PER_USER: positiveInt(1_000_000).default(3),
    RATE_LIMIT_VERIFY_RESEND_WINDOW_SECONDS: positiveInt(86_400).default(60 * 60),
    /**
     * Slow clients: the request line and headers must arrive within HTTP_HEADERS_TIMEOUT_MS and the
     * whole request (headers and body) within HTTP_REQUEST_TIMEOUT_MS, else 408 and the connection
     * closes; a connection with no traffic for HTTP_IDLE_TIMEOUT_MS closes, and a keep-alive
     * connection waits HTTP_KEEP_ALIVE_TIMEOUT_MS for its next request.
     */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
    HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /** On SIGTERM/SIGINT, in-flight requests get this long to finish before the process exits. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /**
     * On SIGTERM/SIGINT, `/api/health/ready` answers 503 at once and the API keeps serving this long
     * before it stops accepting connections, so a load balancer that polls readiness moves traffic away first.
     */
    SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** Largest image `POST /uploads` accepts, in bytes. */
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    /** Largest image in pixels (width × height) an upload may decode to: a small file can hide a huge image. */
    UPLOAD_MAX_PIXELS: positiveInt(500_000_000).default(40_000_000),
    /** Uploads per user per hour (429 with Retry-After beyond). */
    UPLOAD_RATE_LIMIT_PER_HOUR: positiveInt(100_000).default(30),
    /** What one user may keep uploaded, in files and in bytes (403 beyond). */
    UPLOAD_QUOTA_FILES: positiveInt(1_000_000).default(200),
    UPLOAD_QUOTA_BYTES: positiveInt(100 * 1024 * 1024 * 1024).default(200 * 1024 * 1024),
    /** The image optimiser: renders at once, and renders waiting for a turn (503 with Retry-After beyond). */
    IMAGE_RENDER_CONCURRENCY: positiveInt(64).default(2),
    IMAGE_RENDER_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(32),
    /** The optimiser's results kept on disk, in bytes and files (least recently used deleted first). */
    IMAGE_CACHE_MAX_BYTES: positiveInt(1024 * 1024 * 1024 * 1024).default(1024 * 1024 * 1024),
    IMAGE_CACHE_MAX_FILES: positiveInt(100_000_000).default(200_000),
  })
  .superRefine((env, ctx) => {
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not exceed HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if (Boolean(env.ONESIGNAL_APP_ID) !== Boolean(env.ONESIGNAL_API_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ONESIGNAL_APP_ID ? 'ONESIGNAL_API_KEY' : 'ONESIGNAL_APP_ID'],
        message: 'ONESIGNAL_APP_ID and ONESIGNAL_API_KEY go together: set both, or neither',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_LOG_N < 17) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_LOG_N'],
        message: 'must be at least 17 when NODE_ENV=production',
      });
    }
  });

export type AppConfig = z.infer<typeof envSchema>;

/** Whether each answered request gets its log line (LOG_REQUESTS; by default in production only). */
export const logsRequests = (config: Pick<AppConfig, 'LOG_REQUESTS' | 'NODE_ENV'>): boolean =>
  config.LOG_REQUESTS ?? config.NODE_ENV === 'production';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws one readable message listing every bad variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): AppConfig => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
};
