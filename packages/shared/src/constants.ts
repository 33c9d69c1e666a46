/** Business constants of SPEC §9. The brand name lives here and nowhere else. */
export const PRODUCT_NAME = "Candor";

export const LOCALES = ["en", "it", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  it: "Italiano",
  es: "Español",
};
export const DEFAULT_NAMESPACE = "common";

export const PLAN_KINDS = ["free", "pro", "premium", "enterprise", "free_full_access"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** Monthly price in whole currency units; `null` where the price is agreed with sales. */
export const PLAN_MONTHLY_PRICE: Record<PlanKind, number | null> = {
  free: 0,
  pro: 150,
  premium: 300,
  enterprise: null,
  free_full_access: 0,
};

/** Maximum active positions; `null` means unlimited. */
export const PLAN_MAX_ACTIVE_POSITIONS: Record<PlanKind, number | null> = {
  free: 3,
  pro: 15,
  premium: 50,
  enterprise: null,
  free_full_access: null,
};

/** Training courses included; `"all"` means every course, 0 none. */
export const PLAN_TRAINING_COURSES: Record<PlanKind, number | "all"> = {
  free: 0,
  pro: 3,
  premium: "all",
  enterprise: "all",
  free_full_access: "all",
};

export const POINTS = {
  quiz: 50,
  practice: 100,
  challengingScenario: 200,
} as const;

export const WATCHED_THRESHOLD = 0.9;
export const QUICK_WATCH_THRESHOLD = 0.01;

export const NOTE_SAVED_BANNER_MS = 3_000;
export const ALERT_LIFETIME_MS = 2_000;

export const SIDEBAR_WIDTH_OPEN_PX = 240;
export const SIDEBAR_WIDTH_COLLAPSED_PX = 40;
export const VIDEO_TOUR_HEIGHT_PX = 435;
export const DEFAULT_AVATAR_SIZE = 24;

export const STEP_NAVIGATION_VISIBLE = 5;
export const CAROUSEL_VISIBLE = 3;
export const CAROUSEL_STEP = 3;

export const POSITIONS_LIMIT_POLL_MS = 300_000;
export const PLANS_POLL_MS = 300_000;

export const AUTH_COOKIE_NAME = "auth";
export const AUTH_COOKIE_LIFETIME_MS = 432_000_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 71;
export const NAME_MIN_LENGTH = 2;

/** The general bound on free text fields (SPEC §9 "a constant 500"); `too_long` past it. */
export const TEXT_MAX_LENGTH = 500;

export const IMAGE_DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITY = 75;
export const LAZY_LOAD_MARGIN_PX = 200;
export const TYPEAHEAD_MAX_RESULTS = 100;

/** Date formats of SPEC §9, in Unicode (date-fns / Intl) notation. */
export const DATE_FORMAT = "MMM dd, yyyy";
export const DATE_TIME_FORMAT = "MMM dd, yyyy hh:mma";
export const DATE_INPUT_FORMAT = "MM/dd/yyyy";

/** Default page size of paginated lists, and the largest a caller may ask for. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** The subdomain that marks the demo organization (SPEC §1). */
export const DEMO_SUBDOMAIN = "demo";
