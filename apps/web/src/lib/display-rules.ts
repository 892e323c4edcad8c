import { format, isValid, parseISO } from 'date-fns';

const NIL_MARKER = /\b(?:nil|null|undefined)\b/gi;
const DATE_PROPERTIES = /date/i;
const PHONE_PROPERTIES = /^(?:Phone|Fax)(?:CountryCode|Number)?$/;

/**
 * How a detail row shows (spec section 3, display rules): the nil marker stripped, an empty value
 * as a dash, dates as month name, day, year, and phone numbers after a plus sign.
 */
export function displayValue(name: string, raw: string): string {
  const value = raw.replace(NIL_MARKER, '').trim();
  if (value === '') return '-';
  if (DATE_PROPERTIES.test(name)) {
    const date = parseISO(value);
    if (isValid(date)) return format(date, 'MMMM d, yyyy');
  }
  if (PHONE_PROPERTIES.test(name) && name !== 'PhoneAreaCode' && !value.startsWith('+')) return `+${value}`;
  return value;
}

/** 'IMOID' → 'IMO ID', 'ShipFlag' → 'Ship Flag': the property name as a label. */
export function propertyLabel(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

/** The entity types as the record panels and the graph legend name them (spec section 3). */
export const ENTITY_TYPE_LABELS = { VESSEL: 'Vessel', COMPANY: 'Company', PERSON: 'Person' } as const;
