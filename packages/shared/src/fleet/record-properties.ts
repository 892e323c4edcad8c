import type { EntityType } from './relationship-types';

/** The detail rows of each record type, in the spec's order (section 3). */
export const RECORD_PROPERTIES: Record<EntityType, readonly string[]> = {
  VESSEL: ['Fleet', 'IMOID', 'MMSI', 'Callsign', 'ShipFlag', 'ShipType', 'ShipStatus', 'YearBuilt', 'Source', 'DateOfInformation'],
  COMPANY: [
    'Fleet', 'IMOID', 'EmailAddress', 'Website', 'Address', 'Address2', 'PhoneCountryCode', 'PhoneAreaCode',
    'PhoneNumber', 'FaxCountryCode', 'FaxAreaCode', 'FaxNumber', 'Status', 'RegistrationNumber', 'TaxIDNumber',
    'DateOfRegistration', 'DateOfIncorporation', 'PlaceOfIncorporation', 'UnifiedSocialCreditCode', 'Source',
    'DateOfInformation',
  ],
  PERSON: [
    'Fleet', 'IMOID', 'Nationality', 'Address', 'PhoneCountryCode', 'PhoneAreaCode', 'PhoneNumber', 'FaxCountryCode',
    'FaxAreaCode', 'FaxNumber', 'EmailAddress', 'DateOfBirth', 'Passport', 'TaxIDNumber', 'IDNumber', 'Source',
  ],
};
