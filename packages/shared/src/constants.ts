/** Constants of the product specification (section 9), under the spec's names. */

export const ROLES = ['INDIVIDUAL', 'ADMIN', 'ORGADMIN', 'ORGUSER'] as const;
export type RoleName = (typeof ROLES)[number];

export const USER_STATUSES = ['CREATED', 'ACTIVE'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const TIERS = ['TRIAL', 'TIER_1', 'TIER_2', 'TIER_3'] as const;
export type Tier = (typeof TIERS)[number];

/** Spec section 4 'Tier numbering': TIER_1=1, TIER_2=2, TIER_3=3, ADMIN=4, ORGADMIN=5, TIER_TRIAL=6. */
export const TIER_NUMBERS = { TIER_1: 1, TIER_2: 2, TIER_3: 3, ADMIN: 4, ORGADMIN: 5, TRIAL: 6 } as const;

export const INDIVIDUAL_TIER_LABELS: Record<Tier, string> = {
  TIER_1: 'Free Tier',
  TIER_2: 'Philanthropic Tier',
  TIER_3: 'TIER_3',
  TRIAL: 'Trial Tier',
};

export const ORGANIZATION_TIER_LABELS: Record<Tier, string> = {
  TIER_1: 'Basic Tier',
  TIER_2: 'Advanced Tier',
  TIER_3: 'Pro Tier',
  TRIAL: 'Trial Tier',
};

export const ORGANIZATION_TYPES = ['INDIVIDUAL_USER', 'ORGANIZATION'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** The organization name the trial organization of an individual carries (spec section 3). */
export const INDIVIDUAL_ORGANIZATION_NAME = 'INDIVIDUAL';

export const PASSWORD_MIN_LENGTH = 8;
export const IMO_LENGTH = 7;
export const ATTACHMENT_MAX_BYTES = 1_048_576;

export const DEFAULT_PAGE_SIZE = 6;
export const TICKET_PAGE_SIZE = 6;
export const ADMIN_PAGE_SIZE = 10;
/** The admin console's content width in px (spec section 2, Admin). */
export const ADMIN_CONTENT_WIDTH = 1440;
export const RESOURCE_PAGE_SIZE = 4;
export const SEARCH_PAGE_SIZES = [5, 10, 25, 50, 100, 'All'] as const;
export const SEARCH_DEFAULT_PAGE_SIZE = 25;
/**
 * A search answers at most this many records and counts no further ('1,000+ records match'):
 * the page sorts them on the client, and nobody reads past a thousand rows; narrowing is the way on.
 */
export const SEARCH_RESULT_CAP = 1000;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const SUPPORT_TOAST_AUTO_CLOSE_MS = 8000;
export const SUPPORT_TOAST_WIDTH = 480;

/** Failed sign-ins (and forgot-password requests) allowed per email and per address in a minute. */
export const AUTH_ATTEMPTS_PER_MINUTE = 10;
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const SUPPORT_EMAIL = 'support@fleetgraph.org';

export const ZOOM_STEP = 0.1;
export const ZOOM_REPEAT_START_MS = 100;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 5;
export const GRAPH_PADDING = 40;
export const GRAPH_ANIMATION_MS = 1000;
export const FIT_ANIMATION_MS = 300;
export const DOUBLE_TAP_MS = 300;
export const PAN_ZOOM_SAVE_DEBOUNCE_MS = 500;
