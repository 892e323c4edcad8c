import type { Culture } from './demo-names';

/**
 * Flags with their MMSI maritime identification digits (ITU MIDs), so an MMSI's first three
 * digits match the flag as they do on real transponders, and the phone codes of their registries.
 */
export interface Flag {
  country: string;
  mids: readonly string[];
  phoneCode: string;
  cities: readonly string[];
}

export const HOME_FLAGS: Record<Culture, Flag> = {
  CN: { country: 'China', mids: ['412', '413', '414'], phoneCode: '86', cities: ['Rongcheng, Shandong', 'Zhoushan, Zhejiang', 'Fuzhou, Fujian', 'Dalian, Liaoning', 'Zhanjiang, Guangdong'] },
  TW: { country: 'Taiwan', mids: ['416'], phoneCode: '886', cities: ['Kaohsiung', 'Keelung', 'Pingtung'] },
  KR: { country: 'South Korea', mids: ['440', '441'], phoneCode: '82', cities: ['Busan', 'Incheon', 'Yeosu'] },
  ES: { country: 'Spain', mids: ['224', '225'], phoneCode: '34', cities: ['Vigo, Pontevedra', 'Marín, Pontevedra', 'A Coruña', 'Bermeo, Bizkaia'] },
  RU: { country: 'Russia', mids: ['273'], phoneCode: '7', cities: ['Vladivostok', 'Murmansk', 'Petropavlovsk-Kamchatsky', 'Nakhodka'] },
};

/** Open registries that foreign-owned fishing vessels and reefers fly. */
export const OPEN_REGISTRY_FLAGS: readonly Flag[] = [
  { country: 'Panama', mids: ['351', '352', '353', '354', '355', '356', '357', '370', '371', '372'], phoneCode: '507', cities: ['Panama City'] },
  { country: 'Vanuatu', mids: ['576', '577'], phoneCode: '678', cities: ['Port Vila'] },
  { country: 'Belize', mids: ['312'], phoneCode: '501', cities: ['Belize City'] },
  { country: 'Cameroon', mids: ['613'], phoneCode: '237', cities: ['Douala'] },
  { country: 'Togo', mids: ['671'], phoneCode: '228', cities: ['Lomé'] },
  { country: 'Comoros', mids: ['616'], phoneCode: '269', cities: ['Moroni'] },
  { country: 'Liberia', mids: ['636'], phoneCode: '231', cities: ['Monrovia'] },
  { country: 'Marshall Islands', mids: ['538'], phoneCode: '692', cities: ['Majuro'] },
  { country: 'Sierra Leone', mids: ['667'], phoneCode: '232', cities: ['Freetown'] },
  { country: 'Ecuador', mids: ['735'], phoneCode: '593', cities: ['Manta'] },
];

/** Where shell companies are incorporated, with the kind of address their registered agents give. */
export const SHELL_JURISDICTIONS: readonly { country: string; address: string; phoneCode: string }[] = [
  { country: 'Marshall Islands', address: 'Ajeltake Road, Ajeltake Island, Majuro', phoneCode: '692' },
  { country: 'Panama', address: 'Calle 50, Torre Global Bank, Panama City', phoneCode: '507' },
  { country: 'Belize', address: 'Marina Towers, Newtown Barracks, Belize City', phoneCode: '501' },
  { country: 'Seychelles', address: 'Suite 1, Global Gateway, Victoria, Mahé', phoneCode: '248' },
  { country: 'Hong Kong', address: 'Flat B, 12/F, Harbour Commercial Building, Sheung Wan', phoneCode: '852' },
  { country: 'British Virgin Islands', address: 'Vanterpool Plaza, Wickhams Cay I, Road Town, Tortola', phoneCode: '1284' },
  { country: 'Liberia', address: '80 Broad Street, Monrovia', phoneCode: '231' },
  { country: 'Cyprus', address: 'Arch. Makariou III, Limassol', phoneCode: '357' },
];

/** Where ship managers, ISM managers and insurers of distant-water fleets sit. */
export const SERVICE_HUBS: readonly { country: string; city: string; phoneCode: string }[] = [
  { country: 'Singapore', city: 'Singapore', phoneCode: '65' },
  { country: 'Hong Kong', city: 'Hong Kong', phoneCode: '852' },
  { country: 'Norway', city: 'Bergen', phoneCode: '47' },
  { country: 'United Kingdom', city: 'London', phoneCode: '44' },
  { country: 'Greece', city: 'Piraeus', phoneCode: '30' },
  { country: 'Japan', city: 'Tokyo', phoneCode: '81' },
  { country: 'South Korea', city: 'Busan', phoneCode: '82' },
  { country: 'Spain', city: 'Vigo', phoneCode: '34' },
];
