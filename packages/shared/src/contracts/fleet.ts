import { z } from 'zod';
import { SEARCH_RESULT_CAP } from '../constants';
import { ENTITY_TYPES, FLEET_TAGS } from '../fleet/relationship-types';

/** The spec's IMO message (section 5). */
export const IMO_FORMAT_MESSAGE = 'The IMO number does not appear to be in the correct format.';
export const TIER_1_VESSELS_ONLY = 'Your tier can search vessels only. Upgrade to search organizations and individuals.';

const commaList = <T extends string>(allowed: readonly T[], field: string) =>
  z
    .string()
    .max(500)
    .transform((value) => [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(allowed as [T, ...T[]], { error: `${field}: unknown value` })));

/** GET /api/fleet/v1/search (spec section 7). */
export const searchQuery = z.object({
  types: commaList(ENTITY_TYPES, 'types').optional(),
  mode: z.enum(['name', 'imoid']).default('name'),
  entity: z.string().max(200).optional().default(''),
  filter: commaList(FLEET_TAGS, 'filter').optional(),
  IMOID: z.string().max(30).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_RESULT_CAP).default(SEARCH_RESULT_CAP),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type SearchQuery = z.infer<typeof searchQuery>;

export const detailRow = z.object({ name: z.string(), value: z.string() });
export type DetailRow = z.infer<typeof detailRow>;

export const searchRecord = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ENTITY_TYPES),
  fleet: z.string(),
  containsBO: z.boolean(),
  values: z.array(detailRow),
});
export type SearchRecord = z.infer<typeof searchRecord>;

export const searchResponse = z.object({
  entities: z.array(searchRecord),
  /** How many records match in all; `entities` holds at most `limit` of them from `offset`. */
  total: z.number().int(),
  /** True when more records match than `total`: counting stops at SEARCH_RESULT_CAP. */
  totalIsCapped: z.boolean(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const entityRecordResponse = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ENTITY_TYPES),
  containsBO: z.boolean(),
  properties: z.array(detailRow),
});
export type EntityRecordResponse = z.infer<typeof entityRecordResponse>;
