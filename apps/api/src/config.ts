import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_VIDEO_TOUR, externalLinks } from "@candor/shared/routes";
import {
  type ExternalLinks,
  LinkTargetSchema,
  type PosthogConfig,
} from "@candor/shared/schemas/guidance";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", ""])
  .transform((value) => ["true", "1", "yes", "on"].includes(value));

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies to believe about the client's address (X-Forwarded-For): none (`false`, the
 * default), a number of hops in front of the API (`1` behind one load balancer; `true` means 1),
 * or a comma-separated list of the proxies' addresses or CIDR ranges. The client's address is
 * then the one the nearest untrusted hop was seen from, never the left-most one a client wrote.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    const lower = value.toLowerCase();
    if (["", "false", "0", "no", "off"].includes(lower)) return false;
    if (["true", "yes", "on"].includes(lower)) return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
      context.addIssue({ code: "custom", message: "at most 10 proxy hops" });
      return z.NEVER;
    }
    const entries = value.split(",").map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: "custom",
        message: `expected false, a number of hops, or proxy addresses/CIDRs; not ${bad.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Fastify's `trustProxy` for the configured value. Fastify no longer honours a bare hop count
 * (it cannot tell who the nearest peer is), so hops become a function: the socket's peer and the
 * next `hops - 1` addresses are proxies, the one before them is the client. Trust hops only when
 * the API is reachable through those proxies alone; a list of addresses holds even if it is not.
 */
export function trustProxyOption(
  value: Config["trustProxy"],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === "number") {
    const hops = value;
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  return value;
}

/** The root of the api package, whether running from src/ (tsx, tests) or dist/ (built). */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MIGRATIONS_DIR = path.join(API_ROOT, "src/db/migrations");

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  APP_DOMAIN: z.string().min(1).default("localhost"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z.string().optional(),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).default(15_000),
  DATABASE_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1).default(30_000),
  DATABASE_START_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Candor <no-reply@candor.localhost>"),
  SALES_EMAIL: z.email().default("sales@candor.localhost"),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  REDIS_URL: z.string().optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LANGUAGE_SWITCHER: booleanFlag.default(true),
  QUICK_WATCH: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: TrustProxySchema.default(false),
  FILE_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(24 * 60 * 60)
    .default(15 * 60),
  SIGN_UP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  HELP_CENTER_URL: LinkTargetSchema.default(externalLinks.HelpDesk),
  TERMS_URL: LinkTargetSchema.default(externalLinks.TermsAndConditions),
  PRIVACY_URL: LinkTargetSchema.default(externalLinks.PrivacyPolicy),
  BLOG_URL: LinkTargetSchema.default(externalLinks.Blog),
  TOP_INTERVIEW_QUESTIONS_URL: LinkTargetSchema.default(externalLinks.TopInterviewQuestions),
  INTERVIEW_COACHING_URL: LinkTargetSchema.default(externalLinks.InterviewCoaching),
  PRODUCT_TOURS: booleanFlag.default(true),
  VIDEO_TOUR_URL: LinkTargetSchema.optional(),
  VIDEO_TOUR_CAPTIONS_URL: LinkTargetSchema.optional(),
  POSTHOG_KEY: z.string().trim().optional(),
  POSTHOG_HOST: z.url({ protocol: /^https?$/ }).optional(),
  // The live room's STUN/TURN servers (README, "TURN with coturn"); none: host candidates only.
  ICE_SERVERS: z.string().optional(),
  STUN_URLS: z.string().optional(),
  TURN_URLS: z.string().optional(),
  TURN_USERNAME: z.string().optional(),
  TURN_CREDENTIAL: z.string().optional(),
  TURN_SECRET: z.string().optional(),
  TURN_CREDENTIAL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3_600),
  // The blind first pass's audio-only renditions of answers (issue 16, decision 0045).
  FFMPEG_PATH: z.string().trim().min(1).default("/usr/bin/ffmpeg"),
});

export type Config = {
  port: number;
  host: string;
  appDomain: string;
  /** Origin of absolute links in emails: PUBLIC_URL, else http://{APP_DOMAIN}:{PORT}. */
  publicUrl: string;
  dataDir: string;
  /** ffmpeg, which makes the blind first pass's audio-only renditions; absent: "audio unavailable". */
  ffmpegPath: string;
  databaseUrl: string | undefined;
  /** Bounds on a PostgreSQL server (DATABASE_URL) that is down or hung; see DatabaseTimeouts. */
  databaseTimeouts: DatabaseTimeouts;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where demo requests (`/book-a-demo`) are sent. */
  salesEmail: string;
  /** S3-compatible object storage for files (S3_BUCKET set); local disk when undefined. */
  s3: S3Config | undefined;
  redisUrl: string | undefined;
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  flags: { languageSwitcher: boolean; quickWatch: boolean; productTours: boolean };
  webDistDir: string;
  /** Fastify's `trustProxy`: `false`, a number of proxy hops, or the proxies' addresses/CIDRs. */
  trustProxy: false | number | string[];
  /** The longest a signed file URL lives (FILE_URL_TTL_SECONDS, 15 minutes by default). */
  fileUrlTtlSeconds: number;
  /** Sign-ups one client address may make in an hour (SIGN_UP_LIMIT_PER_HOUR, 10 by default). */
  signUpLimitPerHour: number;
  /** The external links of SPEC §2; built-in pages unless configured (issue 18). */
  links: ExternalLinks;
  /** The Video tour's clip and captions: the bundled ones unless VIDEO_TOUR_URL is set. */
  videoTour: { url: string; captionsUrl: string | null };
  /** PostHog, when both POSTHOG_KEY and POSTHOG_HOST are set; the host's origin only. */
  posthog: PosthogConfig | undefined;
  /** The live room's ICE servers as configured (modules/live-room/ice-servers.ts). */
  ice: IceConfig;
};

export type S3Config = {
  /** Undefined: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's default chain (environment, IAM role…) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `http://host/bucket/key` addressing, which MinIO, Ceph and s3rver need. */
  forcePathStyle: boolean;
};

function s3ConfigOf(e: z.infer<typeof EnvSchema>): S3Config | undefined {
  const endpoint = e.S3_ENDPOINT || undefined;
  const bucket = e.S3_BUCKET || undefined;
  const accessKeyId = e.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY || undefined;
  if (!bucket) {
    // Better to refuse to start than to write files to disk when the bucket was meant.
    if (endpoint || accessKeyId || secretAccessKey) {
      throw new Error("Invalid configuration: S3_BUCKET is required when S3_* is set");
    }
    return undefined;
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      "Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither",
    );
  }
  if (endpoint && !URL.canParse(endpoint)) {
    throw new Error("Invalid configuration: S3_ENDPOINT must be a URL");
  }
  return {
    endpoint,
    bucket,
    region: e.S3_REGION || "us-east-1",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export type DatabaseTimeouts = {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectTimeoutMs: number;
  /** One statement: the server cancels it (`statement_timeout`) and the client stops waiting. */
  statementTimeoutMs: number;
  /** An idle pooled connection is closed after this. */
  idleTimeoutMs: number;
  /** How long the start waits, retrying with backoff, for the database to answer. */
  startTimeoutMs: number;
};

/** Reads the configuration of DESIGN §5 from the environment; a bad value stops the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL || undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    appDomain: e.APP_DOMAIN,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.APP_DOMAIN}:${e.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(e.DATA_DIR),
    ffmpegPath: e.FFMPEG_PATH,
    databaseUrl,
    databaseTimeouts: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: e.DATABASE_IDLE_TIMEOUT_MS,
      startTimeoutMs: e.DATABASE_START_TIMEOUT_MS,
    },
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL,
    s3: s3ConfigOf(e),
    redisUrl: e.REDIS_URL || undefined,
    // Seeding is on by default only for the embedded database (DESIGN §5).
    seedDemo: e.SEED_DEMO ?? !databaseUrl,
    logLevel: e.LOG_LEVEL,
    flags: {
      languageSwitcher: e.LANGUAGE_SWITCHER,
      quickWatch: e.QUICK_WATCH,
      productTours: e.PRODUCT_TOURS,
    },
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(API_ROOT, "../web/dist")),
    trustProxy: e.TRUST_PROXY,
    fileUrlTtlSeconds: e.FILE_URL_TTL_SECONDS,
    signUpLimitPerHour: e.SIGN_UP_LIMIT_PER_HOUR,
    links: {
      help_center: e.HELP_CENTER_URL,
      terms: e.TERMS_URL,
      privacy: e.PRIVACY_URL,
      blog: e.BLOG_URL,
      top_interview_questions: e.TOP_INTERVIEW_QUESTIONS_URL,
      interview_coaching: e.INTERVIEW_COACHING_URL,
    },
    // A configured clip has captions only when they are configured too: the bundled track would
    // not match another video.
    videoTour: e.VIDEO_TOUR_URL
      ? { url: e.VIDEO_TOUR_URL, captionsUrl: e.VIDEO_TOUR_CAPTIONS_URL ?? null }
      : { url: DEFAULT_VIDEO_TOUR.url, captionsUrl: DEFAULT_VIDEO_TOUR.captionsUrl },
    posthog: posthogConfigOf(e),
    ice: iceConfigOf(e),
  };
}

export type IceConfig = {
  /** ICE_SERVERS as given (a JSON array of RTCIceServer), used as is. */
  servers: { urls: string | string[]; username?: string; credential?: string }[];
  stunUrls: string[];
  turnUrls: string[];
  turnUsername: string | undefined;
  turnCredential: string | undefined;
  /** coturn's `static-auth-secret`: short-lived credentials per participant instead. */
  turnSecret: string | undefined;
  turnCredentialTtlSeconds: number;
};

const IceServersJsonSchema = z.array(
  z.object({
    urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);

function iceConfigOf(e: z.infer<typeof EnvSchema>): IceConfig {
  const list = (value: string | undefined) =>
    (value ?? "")
      .split(/[\s,]+/)
      .map((url) => url.trim())
      .filter(Boolean);
  let servers: IceConfig["servers"] = [];
  if (e.ICE_SERVERS) {
    let json: unknown;
    try {
      json = JSON.parse(e.ICE_SERVERS);
    } catch {
      throw new Error("Invalid configuration: ICE_SERVERS: not JSON");
    }
    const parsed = IceServersJsonSchema.safeParse(json);
    if (!parsed.success) {
      throw new Error(
        "Invalid configuration: ICE_SERVERS: expected [{urls, username?, credential?}]",
      );
    }
    servers = parsed.data;
  }
  return {
    servers,
    stunUrls: list(e.STUN_URLS),
    turnUrls: list(e.TURN_URLS),
    turnUsername: e.TURN_USERNAME || undefined,
    turnCredential: e.TURN_CREDENTIAL || undefined,
    turnSecret: e.TURN_SECRET || undefined,
    turnCredentialTtlSeconds: e.TURN_CREDENTIAL_TTL_SECONDS,
  };
}

/** Both or neither: half a PostHog configuration is a mistake worth stopping the start for. */
function posthogConfigOf(e: z.infer<typeof EnvSchema>): PosthogConfig | undefined {
  const key = e.POSTHOG_KEY || undefined;
  const host = e.POSTHOG_HOST || undefined;
  if (!key && !host) return undefined;
  if (!key || !host) {
    throw new Error("Invalid configuration: set both POSTHOG_KEY and POSTHOG_HOST, or neither");
  }
  return { key, host: new URL(host).origin };
}
