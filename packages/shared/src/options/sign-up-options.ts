/** Option lists of the sign-up form (spec section 9). */

/** Code of the 'I am an Individual' organization size: any other size is an organization sign-up. */
export const INDIVIDUAL_ORGANIZATION_SIZE_CODE = 466792;

export const ORGANIZATION_SIZES: readonly { id: number; label: string }[] = [
  { id: INDIVIDUAL_ORGANIZATION_SIZE_CODE, label: 'I am an Individual' },
  { id: 466793, label: '1-10 employees' },
  { id: 466794, label: '11-50 employees' },
  { id: 466795, label: '51-200 employees' },
  { id: 466796, label: '201-500 employees' },
  { id: 466797, label: '501-1000 employees' },
  { id: 466798, label: '1001-5000 employees' },
  { id: 466799, label: '5001-10,000 employees' },
  { id: 466800, label: '10,001+ employees' },
];

export const INDUSTRIES: readonly string[] = [
  'NGO',
  'US Government Policy',
  'US Government Enforcement',
  'Foreign Government Policy and Enforcement',
  'IGO',
  'Private Sector Technology',
  'Private Sector Finance',
  'Private Sector Insurance',
  'Private Sector Other',
  'Media',
  'Charitable Foundation',
  'Think Tank',
  'Consultant/Vendor',
  'Academic',
  'Logistics and Transportation',
  'Seafood and Fishing Industry',
];

/** The second industry list (15 options with numeric ids) that organization records use as their type. */
export const ORGANIZATION_INDUSTRIES: readonly { id: number; label: string }[] = INDUSTRIES.slice(0, 15).map(
  (label, index) => ({ id: index + 1, label }),
);

export const USER_COUNTS: readonly string[] = ['1 User', '2-10 Users', '11-30 Users', '31-50 Users', '50+ Users'];

export const PURPOSES: readonly string[] = [
  'Investigative Reporting',
  'Supply Chain Due Dilligence',
  'Academic Research',
  'Regulation or Law Enforcement',
  'Other',
];
