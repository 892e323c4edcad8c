import type { EntityType, FleetTag, RelationshipType } from '@fleetgraph/shared/fleet/relationship-types';

/** An entity as the importers and the demo generator produce it, before it is written. */
export interface FleetEntity {
  id: string;
  type: EntityType;
  name: string;
  /** Other names: aliases, former names, transliterations (pinyin of a Chinese name and the reverse). */
  aliases: string[];
  /** Seven digits, vessels only (companies may carry their IMO company number in properties). */
  imo: string | null;
  /** Tags the data itself gives (gear, IUU listing); the writer adds linked vessels' tags and 'Other'. */
  fleet: FleetTag[];
  /** The spec's property names for the type (section 3): MMSI, Callsign, ShipFlag, ShipType, ... */
  properties: Record<string, string>;
  source: string;
  /** yyyy-mm-dd */
  dateOfInformation: string | null;
}

export interface FleetRelationship {
  id: string;
  sourceId: string;
  targetId: string;
  type: RelationshipType;
  /** Ownership share in percent (0-100) where known. */
  share: number | null;
  startDate: string | null;
  endDate: string | null;
  properties: Record<string, string>;
  source: string;
}
