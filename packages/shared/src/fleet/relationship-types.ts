/** The spec's 15 relationship types (section 3) and the phrase a graph edge shows for each. */
export const RELATIONSHIP_PHRASES = {
  BeneficialOwnerOf: 'is beneficial owner of',
  ISMManagerOf: 'is ISM manager of',
  InsurerOf: 'is insurer of',
  OperatorOf: 'is operator of',
  RegisteredOwnerOf: 'is registered owner of',
  ShipManagerOf: 'is ship manager of',
  ChairmanOf: 'is chairman of',
  DirectorOf: 'is director of',
  EmployeeOf: 'is employee of',
  MemberOf: 'is member of',
  OfficerOf: 'is officer of',
  ShareholderOf: 'is shareholder of',
  OwnerOf: 'is owner of',
  SuccessorOf: 'is successor of',
  shareholderofIN: 'is shareholder of (indirect)',
} as const;

export type RelationshipType = keyof typeof RELATIONSHIP_PHRASES;
export const RELATIONSHIP_TYPES = Object.keys(RELATIONSHIP_PHRASES) as RelationshipType[];

/** Relationships that make a record 'contain beneficial ownership'. */
export const OWNERSHIP_TYPES: readonly RelationshipType[] = [
  'BeneficialOwnerOf',
  'RegisteredOwnerOf',
  'OwnerOf',
  'ShareholderOf',
  'shareholderofIN',
];

export const ENTITY_TYPES = ['VESSEL', 'COMPANY', 'PERSON'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Fleet tags; 'Other' marks records whose data says nothing, so every record stays reachable. */
export const FLEET_TAGS = ['IUU', 'Reefer', 'Longline', 'Trawler', 'Purse Seine', 'Squid Jigger', 'Pole and Line', 'Gillnet', 'Support', 'Other'] as const;
export type FleetTag = (typeof FLEET_TAGS)[number];
export const DEFAULT_FLEET_TAGS: readonly FleetTag[] = ['IUU', 'Reefer', 'Longline'];
