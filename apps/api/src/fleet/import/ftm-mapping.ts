import type { EntityType, FleetTag, RelationshipType } from '@fleetgraph/shared/fleet/relationship-types';
import { parseImoNumber } from '@fleetgraph/shared/fleet/imo-number';
import type { FleetEntity, FleetRelationship } from '../fleet-records';

/** One line of a FollowTheMoney export (OpenSanctions, Aleph). */
export interface FtmRecord {
  id: string;
  schema: string;
  properties: Record<string, unknown>;
}

export type FtmMapped =
  | { kind: 'entity'; entity: FleetEntity }
  | { kind: 'relationship'; relationship: FleetRelationship }
  | { kind: 'skipped'; reason: string };

const ENTITY_SCHEMATA: Record<string, EntityType> = {
  Vessel: 'VESSEL',
  Company: 'COMPANY',
  Organization: 'COMPANY',
  LegalEntity: 'COMPANY',
  PublicBody: 'COMPANY',
  Person: 'PERSON',
};

const values = (record: FtmRecord, property: string): string[] => {
  const raw = record.properties[property];
  return Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
};
const first = (record: FtmRecord, ...properties: string[]) =>
  properties.flatMap((property) => values(record, property))[0];
const isoDate = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

/** The spec's property names (section 3) filled from FollowTheMoney's, where the data has them. */
const PROPERTY_MAP: Record<EntityType, [spec: string, ftm: string[]][]> = {
  VESSEL: [
    ['MMSI', ['mmsi']],
    ['Callsign', ['callSign']],
    ['ShipFlag', ['flag', 'country']],
    ['ShipType', ['type']],
    ['ShipStatus', ['status']],
    ['YearBuilt', ['buildDate']],
  ],
  COMPANY: [
    ['EmailAddress', ['email']],
    ['Website', ['website']],
    ['Address', ['address']],
    ['Status', ['status']],
    ['RegistrationNumber', ['registrationNumber', 'ogrnCode']],
    ['TaxIDNumber', ['taxNumber', 'innCode', 'vatCode']],
    ['DateOfIncorporation', ['incorporationDate']],
    ['PlaceOfIncorporation', ['jurisdiction', 'country']],
    ['PhoneNumber', ['phone']],
    ['IMOID', ['imoNumber']],
  ],
  PERSON: [
    ['Nationality', ['nationality', 'citizenship', 'country']],
    ['Address', ['address']],
    ['EmailAddress', ['email']],
    ['DateOfBirth', ['birthDate']],
    ['Passport', ['passportNumber']],
    ['TaxIDNumber', ['taxNumber', 'innCode']],
    ['IDNumber', ['idNumber']],
    ['PhoneNumber', ['phone']],
  ],
};

/** Gear and listing tags from what a vessel record says (type, topics, notes). */
export function vesselFleetTags(text: string): FleetTag[] {
  const said = text.toLowerCase();
  const tags: FleetTag[] = [];
  if (/longlin/.test(said)) tags.push('Longline');
  if (/reefer|refrigerat|fish carrier/.test(said)) tags.push('Reefer');
  if (/trawl/.test(said)) tags.push('Trawler');
  if (/purse/.test(said)) tags.push('Purse Seine');
  if (/squid|jigg/.test(said)) tags.push('Squid Jigger');
  if (/pole.and.line/.test(said)) tags.push('Pole and Line');
  if (/gillnet|gill net/.test(said)) tags.push('Gillnet');
  if (/\biuu\b|illegal.{0,20}fish/.test(said)) tags.push('IUU');
  return tags;
}

function mapEntity(record: FtmRecord, type: EntityType, source: string): FtmMapped {
  const names = [...new Set(values(record, 'name'))];
  const name = names[0];
  if (!name) return { kind: 'skipped', reason: `${record.schema} without a name` };
  const aliases = [
    ...new Set([...names.slice(1), ...values(record, 'alias'), ...values(record, 'previousName'), ...values(record, 'weakAlias')]),
  ].filter((alias) => alias !== name);
  const properties: Record<string, string> = {};
  for (const [spec, ftm] of PROPERTY_MAP[type]) {
    const value = first(record, ...ftm);
    if (value) properties[spec] = spec === 'YearBuilt' ? value.slice(0, 4) : value;
  }
  const sourceUrl = first(record, 'sourceUrl');
  properties.Source = sourceUrl ? `${source} (${sourceUrl})` : source;
  const dateOfInformation = isoDate(first(record, 'modifiedAt', 'createdAt'));
  if (dateOfInformation) properties.DateOfInformation = dateOfInformation;
  const imo = type === 'VESSEL' ? parseImoNumber(first(record, 'imoNumber') ?? '') : null;
  const described = [...values(record, 'type'), ...values(record, 'topics'), ...values(record, 'notes'), ...values(record, 'program')];
  return {
    kind: 'entity',
    entity: {
      id: record.id,
      type,
      name,
      aliases,
      imo,
      fleet: type === 'VESSEL' ? vesselFleetTags(described.join(' ')) : [],
      properties,
      source,
      dateOfInformation,
    },
  };
}

/** FollowTheMoney's link schemata and roles, as the spec's relationship types. */
function relationshipType(schema: string, role: string): RelationshipType | null {
  const said = role.toLowerCase();
  switch (schema) {
    case 'Ownership':
      if (/benef/.test(said)) return 'BeneficialOwnerOf';
      if (/regist/.test(said)) return 'RegisteredOwnerOf';
      if (/indirect/.test(said)) return 'shareholderofIN';
      if (/share|stock/.test(said)) return 'ShareholderOf';
      return 'OwnerOf';
    case 'Directorship':
      if (/chair/.test(said)) return 'ChairmanOf';
      if (/officer|secretar|ceo|executive|manager|president/.test(said)) return 'OfficerOf';
      return 'DirectorOf';
    case 'Employment':
      return 'EmployeeOf';
    case 'Membership':
      return 'MemberOf';
    case 'Succession':
      return 'SuccessorOf';
    case 'UnknownLink':
      if (/\bism\b/.test(said)) return 'ISMManagerOf';
      if (/manag/.test(said)) return 'ShipManagerOf';
      if (/operat/.test(said)) return 'OperatorOf';
      if (/insur|p\s*&\s*i/.test(said)) return 'InsurerOf';
      if (/benef/.test(said)) return 'BeneficialOwnerOf';
      if (/owner/.test(said)) return 'RegisteredOwnerOf';
      if (/success/.test(said)) return 'SuccessorOf';
      return null;
    default:
      return null;
  }
}

const LINK_ENDS: Record<string, [source: string, target: string]> = {
  Ownership: ['owner', 'asset'],
  Directorship: ['director', 'organization'],
  Employment: ['employee', 'employer'],
  Membership: ['member', 'organization'],
  Succession: ['predecessor', 'successor'],
  UnknownLink: ['subject', 'object'],
};

function mapLink(record: FtmRecord, source: string): FtmMapped {
  const [sourceProperty, targetProperty] = LINK_ENDS[record.schema]!;
  const sourceId = first(record, sourceProperty);
  const targetId = first(record, targetProperty);
  if (!sourceId || !targetId) return { kind: 'skipped', reason: `${record.schema} without both ends` };
  const role = values(record, 'role').join(' ');
  const type = relationshipType(record.schema, role);
  if (!type) return { kind: 'skipped', reason: `${record.schema} with a role we cannot map ('${role || 'none'}')` };
  const percentage = Number.parseFloat(first(record, 'percentage') ?? '');
  return {
    kind: 'relationship',
    relationship: {
      id: record.id,
      // Succession runs predecessor → successor in FtM; the spec reads 'X is successor of Y'.
      sourceId: record.schema === 'Succession' ? targetId : sourceId,
      targetId: record.schema === 'Succession' ? sourceId : targetId,
      type,
      share: Number.isFinite(percentage) && percentage >= 0 && percentage <= 100 ? percentage : null,
      startDate: isoDate(first(record, 'startDate')),
      endDate: isoDate(first(record, 'endDate')),
      properties: role ? { Role: role } : {},
      source,
    },
  };
}

export function mapFtmRecord(record: FtmRecord, source: string): FtmMapped {
  const entityType = ENTITY_SCHEMATA[record.schema];
  if (entityType) return mapEntity(record, entityType, source);
  if (LINK_ENDS[record.schema]) return mapLink(record, source);
  return { kind: 'skipped', reason: `${record.schema} is not part of the fleet graph` };
}

/** Parses one line; a malformed one answers its reason instead. */
export function parseFtmLine(line: string): FtmRecord | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { error: 'not valid JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { error: 'not a JSON object' };
  const { id, schema, properties } = parsed as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || id.length > 200) return { error: 'no valid id' };
  if (typeof schema !== 'string') return { error: 'no schema' };
  if (typeof properties !== 'object' || properties === null) return { error: 'no properties' };
  return { id, schema, properties: properties as Record<string, unknown> };
}
