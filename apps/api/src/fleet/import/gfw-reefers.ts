import { parseImoNumber } from '@fleetgraph/shared/fleet/imo-number';
import type { FleetEntity } from '../fleet-records';

type Row = Record<string, string>;

/** Global Fishing Watch's reefer list (REEFERS.csv): one refrigerated cargo vessel a row. */
export const isGfwReeferRow = (row: Row): boolean => 'mmsi' in row && 'flag_state' in row && !('name' in row);

const REGISTRIES: Record<string, string> = {
  CLAV: 'CLAV consolidated tuna RFMO list',
  ITU: 'ITU ship station list',
  ICCAT: 'ICCAT vessel register',
  WCPFC: 'WCPFC vessel register',
  FFA: 'FFA vessel register',
  CCSBT: 'CCSBT vessel register',
  encounters: 'vessels seen in encounters at sea',
};

/**
 * The list gives identifiers and size but no names, so a record is named by its IMO number, or
 * by its MMSI when it has none: what an investigator would type to find it.
 */
export function reeferFromGfwRow(row: Row, source: string): { value: FleetEntity } | { error: string } {
  const mmsi = row.mmsi?.trim() ?? '';
  if (!/^\d{9}$/.test(mmsi)) return { error: `bad MMSI '${mmsi}'` };
  const imo = row.imo ? parseImoNumber(row.imo) : null;
  const properties: Record<string, string> = { MMSI: mmsi, ShipType: 'Refrigerated cargo ship' };
  // The list has a six-digit IMO or two: the vessel is real, so it stays, findable by MMSI.
  if (row.imo && !imo) properties.IMOAsReported = row.imo;
  const put = (name: string, value: string | undefined) => {
    if (value && value.trim() !== '' && value !== 'Unknown') properties[name] = value.trim();
  };
  put('Callsign', row.call_sign);
  put('ShipFlag', row.flag_state);
  put('LengthOverallMetres', row.avg_length);
  put('BreadthMetres', row.width);
  put('GrossTonnage', row.avg_gross_tonnage);
  put('Deadweight', row.dead_weight);
  const registry = REGISTRIES[row.source ?? ''] ?? row.source;
  properties.Source = `${source}${registry ? ` (${registry})` : ''}`;
  return {
    value: {
      id: `gfw-reefer-${mmsi}`,
      type: 'VESSEL',
      name: imo ? `IMO ${imo}` : `MMSI ${mmsi}`,
      aliases: row.call_sign ? [row.call_sign] : [],
      imo,
      fleet: ['Reefer'],
      properties,
      source,
      dateOfInformation: null,
    },
  };
}
