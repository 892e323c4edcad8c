import { OWNERSHIP_TYPES, type EntityType, type FleetTag, type RelationshipType } from '@fleetgraph/shared/fleet/relationship-types';
import { SAMPLE_VESSELS } from '@fleetgraph/shared/fleet/sample-vessels';
import type { FleetEntity, FleetRelationship } from '../fleet-records';
import {
  homeCompanyName,
  personName,
  seaName,
  serviceCompanyName,
  shellCompanyName,
  vesselSeries,
  type Culture,
  type Named,
} from './demo-names';
import { HOME_FLAGS, OPEN_REGISTRY_FLAGS, SERVICE_HUBS, SHELL_JURISDICTIONS, type Flag } from './demo-places';
import { createRandom, type Random } from './seeded-random';
import { DemoImoNumbers } from './demo-imo-numbers';

export interface DemoEntity extends FleetEntity {
  containsBO: boolean;
}

export interface DemoBatch {
  entities: DemoEntity[];
  relationships: FleetRelationship[];
  /** Shared service companies learn their fleet tags as groups use them; written last. */
  fleetUpdates?: { id: string; fleet: FleetTag[] }[];
}

export interface DemoFleetOptions {
  /** About how many entities to make; the last ownership group may go a few past it. */
  entities: number;
  seed?: number;
}

export const DEMO_SOURCE = 'demo';

const CULTURES: readonly (readonly [Culture, number])[] = [['CN', 40], ['TW', 15], ['KR', 12], ['ES', 18], ['RU', 15]];
const SEGMENTS: readonly (readonly [FleetTag | null, number])[] = [
  ['Longline', 30], ['Trawler', 20], ['Squid Jigger', 12], ['Purse Seine', 10], ['Reefer', 12],
  ['Pole and Line', 4], ['Gillnet', 5], ['Support', 4], [null, 3],
];
const SHIP_TYPES: Record<FleetTag | 'none', readonly string[]> = {
  Longline: ['Tuna longliner', 'Fishing vessel - longliner', 'Bottom longliner'],
  Trawler: ['Stern trawler', 'Fishing vessel - trawler', 'Factory stern trawler'],
  'Squid Jigger': ['Squid jigger'],
  'Purse Seine': ['Tuna purse seiner', 'Purse seiner'],
  Reefer: ['Refrigerated cargo ship', 'Fish carrier (reefer)'],
  'Pole and Line': ['Pole and line vessel'],
  Gillnet: ['Gillnetter', 'Drift gillnet vessel'],
  Support: ['Fishing support vessel', 'Bunkering tanker'],
  IUU: ['Fishing vessel'],
  Other: ['Fishing vessel'],
  none: ['Fishing vessel', 'Research vessel'],
};
const OPEN_REGISTRY_SHARE: Record<Culture, number> = { CN: 0.3, TW: 0.5, KR: 0.3, ES: 0.4, RU: 0.2 };
const CALL_SIGN_PREFIX: Record<string, string> = {
  China: 'BZ', Taiwan: 'BI', 'South Korea': 'DT', Spain: 'EA', Russia: 'UB', Panama: '3F', Vanuatu: 'YJ', Belize: 'V3',
  Cameroon: 'TJ', Togo: '5V', Comoros: 'D6', Liberia: 'A8', 'Marshall Islands': 'V7', 'Sierra Leone': '9L', Ecuador: 'HC',
};
const OWNERSHIP = new Set<RelationshipType>(OWNERSHIP_TYPES);

interface Hub {
  id: string;
  tags: Set<FleetTag>;
}

interface GroupPlan {
  culture: Culture;
  segment: FleetTag | null;
  size: number;
  isIuu: boolean;
  sample?: (typeof SAMPLE_VESSELS)[number];
}

/**
 * A deterministic demo fleet (docs/data-format.md): ownership groups of one home country, each a
 * parent company with its beneficial owners and directors, offshore shells that own single hulls,
 * a hull series under home and open-registry flags, and shared insurers, managers and nominee
 * directors that many groups use, the hubs of a real ownership graph.
 */
export function* generateDemoFleet(options: DemoFleetOptions): Generator<DemoBatch> {
  const builder = new DemoFleetBuilder(createRandom(options.seed ?? 20261122), options.entities);
  yield builder.hubs();
  yield builder.group({ culture: 'CN', segment: 'Longline', size: 6, isIuu: true, sample: SAMPLE_VESSELS[0] });
  yield builder.group({ culture: 'ES', segment: 'Trawler', size: 4, isIuu: false, sample: SAMPLE_VESSELS[1] });
  yield builder.group({ culture: 'RU', segment: 'Reefer', size: 5, isIuu: false, sample: SAMPLE_VESSELS[2] });
  while (builder.made < options.entities) yield builder.group();
  yield { entities: [], relationships: [], fleetUpdates: builder.hubFleet() };
}

class DemoFleetBuilder {
  made = 0;
  private ids = { VESSEL: 0, COMPANY: 0, PERSON: 0, link: 0 };
  private readonly imoNumbers = new DemoImoNumbers();
  private readonly insurers: Hub[] = [];
  private readonly shipManagers: Hub[] = [];
  private readonly ismManagers: Hub[] = [];
  private readonly nominees: Hub[] = [];
  private readonly associations = new Map<Culture, Hub>();
  private readonly hubsById = new Map<string, Hub>();
  private batch: DemoBatch = { entities: [], relationships: [] };

  constructor(
    private readonly random: Random,
    private readonly target: number,
  ) {}

  hubs(): DemoBatch {
    const r = this.random;
    const count = (per: number) => Math.max(4, Math.round(this.target / per));
    const service = (kind: 'ship manager' | 'ISM manager' | 'insurer') => {
      const place = r.pick(SERVICE_HUBS);
      return this.company(serviceCompanyName(r, kind, place.country), place.country, `${r.int(1, 300)} Harbour Road, ${place.city}`, place.phoneCode);
    };
    for (let i = 0; i < count(4000); i += 1) this.insurers.push(this.hub(service('insurer')));
    for (let i = 0; i < count(3000); i += 1) this.shipManagers.push(this.hub(service('ship manager')));
    for (let i = 0; i < count(3000); i += 1) this.ismManagers.push(this.hub(service('ISM manager')));
    for (let i = 0; i < count(2500); i += 1) {
      const place = r.pick(SHELL_JURISDICTIONS);
      this.nominees.push(this.hub(this.person(personName(r, 'nominee'), place.country, place.address)));
    }
    for (const [culture] of CULTURES) {
      const home = HOME_FLAGS[culture];
      const association = serviceCompanyName(r, 'association', home.country);
      this.associations.set(culture, this.hub(this.company(association, home.country, r.pick(home.cities), home.phoneCode)));
    }
    return this.take();
  }

  hubFleet(): { id: string; fleet: FleetTag[] }[] {
    return [...this.hubsById.values()].map((hub) => {
      const tags = [...hub.tags].filter((tag) => tag !== 'Other').sort();
      return { id: hub.id, fleet: tags.length > 0 ? tags : ['Other'] };
    });
  }

  group(forced?: GroupPlan): DemoBatch {
    const r = this.random;
    const plan: GroupPlan = forced ?? {
      culture: r.weighted(CULTURES),
      segment: r.weighted(SEGMENTS),
      size: r.weighted([[1, 30], [r.int(2, 4), 35], [r.int(5, 12), 25], [r.int(13, 40), 10]]),
      isIuu: r.chance(0.04),
    };
    const home = HOME_FLAGS[plan.culture];
    const isReefer = plan.segment === 'Reefer';
    const openFlag = r.pick(OPEN_REGISTRY_FLAGS);
    const openShare = isReefer ? 0.9 : OPEN_REGISTRY_SHARE[plan.culture];
    const series = vesselSeries(r, plan.culture, isReefer);
    const groupTags = new Set<FleetTag>();
    const members: DemoEntity[] = [];
    const own = <T extends DemoEntity>(entity: T) => (members.push(entity), entity);

    const parent = own(this.homeCompany(plan.culture));
    const holding = plan.size >= 5 && r.chance(0.5) ? own(this.shellCompany(['Hong Kong', 'Cyprus', 'British Virgin Islands'])) : null;
    if (holding) this.link(parent, holding, 'OwnerOf', 100);
    const operator = r.chance(0.2) ? own(this.homeCompany(plan.culture)) : parent;
    if (operator !== parent) this.link(parent, operator, 'ShareholderOf', r.pick([51, 60, 75, 100]));
    const manager = plan.size >= 4 && r.chance(0.4) ? own(this.company(
      { name: `${parent.name.split(' ').slice(0, 2).join(' ')} Ship Management Co., Ltd.`, aliases: [] },
      home.country, r.pick(home.cities), home.phoneCode)) : null;
    if (manager) this.link(parent, manager, 'OwnerOf', 100);
    const hubManager = r.pick(this.shipManagers);
    const ismManager = r.pick(this.ismManagers);
    const insurer = r.pick(this.insurers);
    const hullInsurer = r.pick(this.insurers);

    const owners = this.beneficialOwners(plan.culture, parent, own);
    const shellDirector = r.chance(0.7) ? r.pick(this.nominees) : null;
    let subsidiary: DemoEntity | null = null;

    for (let index = 0; index < plan.size; index += 1) {
      const isSample = index === 0 && plan.sample !== undefined;
      // The sample hulls fly an open-registry flag so their graphs show the offshore layer.
      const isOpenFlag = r.chance(openShare) || isSample;
      const flag = isOpenFlag ? openFlag : home;
      const named = isSample ? { name: plan.sample!.name, aliases: [...plan.sample!.aliases] } : isReefer || (isOpenFlag && r.chance(0.3)) ? seaName(r) : series.vesselName(index);
      const tags: FleetTag[] = plan.segment ? [plan.segment] : [];
      if ((plan.isIuu && (index === 0 || r.chance(0.5))) || r.chance(0.005)) tags.push('IUU');
      tags.forEach((tag) => groupTags.add(tag));
      const vessel = own(this.vessel(named, flag, plan.segment, tags, isSample ? plan.sample!.id : undefined));

      if (isOpenFlag) {
        // One-ship companies in an offshore registry: the registered owner says nothing of who benefits.
        const shell = own(this.shellCompany(SHELL_JURISDICTIONS.map((j) => j.country), named.name));
        this.link(holding ?? parent, shell, 'OwnerOf', 100);
        this.link(shell, vessel, 'RegisteredOwnerOf');
        this.link(parent, vessel, 'BeneficialOwnerOf');
        if (shellDirector) this.link(shellDirector, shell, 'DirectorOf');
        else this.link(owners[0]!, shell, 'DirectorOf');
        if (r.chance(0.4)) this.link(owners[0]!, shell, 'shareholderofIN', owners.length === 1 ? 100 : 60);
      } else {
        if (plan.size >= 6 && (index % 3 === 0 || !subsidiary)) {
          subsidiary = own(this.homeCompany(plan.culture));
          this.link(parent, subsidiary, 'ShareholderOf', r.pick([51, 70, 100]));
          this.link(owners[0]!, subsidiary, 'DirectorOf');
        }
        this.link(plan.size >= 6 && subsidiary ? subsidiary : parent, vessel, 'RegisteredOwnerOf');
      }
      this.link(operator, vessel, 'OperatorOf');
      this.link(manager ?? hubManager, vessel, 'ShipManagerOf');
      if (r.chance(0.8)) this.link(ismManager, vessel, 'ISMManagerOf');
      if (r.chance(0.85)) this.link(insurer, vessel, 'InsurerOf');
      // Hull and machinery cover often sits with a second insurer beside the P&I club.
      if (r.chance(0.4)) this.link(hullInsurer, vessel, 'InsurerOf');
      if (r.chance(0.6)) {
        const captain = own(this.person(personName(r, plan.culture), home.country, r.pick(home.cities)));
        this.link(captain, operator, 'EmployeeOf');
      }
    }

    for (let i = r.int(1, 2); i > 0; i -= 1) {
      const director = own(this.person(personName(r, plan.culture), home.country, r.pick(home.cities)));
      this.link(director, parent, r.chance(0.3) ? 'OfficerOf' : 'DirectorOf');
    }
    if (r.chance(0.08)) {
      const predecessor = own(this.homeCompany(plan.culture, 'Dissolved'));
      this.link(parent, predecessor, 'SuccessorOf');
    }
    if (r.chance(0.6)) this.link(parent, this.associations.get(plan.culture)!, 'MemberOf');

    const owning = new Set(this.batch.relationships.filter((link) => OWNERSHIP.has(link.type)).flatMap((link) => [link.sourceId, link.targetId]));
    for (const member of members) {
      if (member.type !== 'VESSEL') member.fleet = [...groupTags];
      if (member.fleet.length === 0) member.fleet = ['Other'];
      member.containsBO = owning.has(member.id);
    }
    this.teachHubs(members);
    return this.take();
  }

  /** A shared service company carries the tags of the group records it is linked to. */
  private teachHubs(members: DemoEntity[]): void {
    const memberTags = new Map(members.map((member) => [member.id, member.fleet]));
    for (const link of this.batch.relationships) {
      const hub = this.hubsById.get(link.sourceId) ?? this.hubsById.get(link.targetId);
      const tags = memberTags.get(link.sourceId) ?? memberTags.get(link.targetId) ?? [];
      if (hub) tags.forEach((tag) => hub.tags.add(tag));
    }
  }

  /** One or two owners behind the parent; the first chairs it. */
  private beneficialOwners(culture: Culture, parent: DemoEntity, own: (entity: DemoEntity) => DemoEntity): DemoEntity[] {
    const r = this.random;
    const home = HOME_FLAGS[culture];
    const shares = r.chance(0.7) ? [100] : [60, 40];
    return shares.map((share, index) => {
      const owner = own(this.person(personName(r, culture), home.country, r.pick(home.cities)));
      this.link(owner, parent, 'BeneficialOwnerOf', share);
      this.link(owner, parent, 'ShareholderOf', share);
      if (index === 0) this.link(owner, parent, 'ChairmanOf');
      return owner;
    });
  }

  private take(): DemoBatch {
    const batch = this.batch;
    this.batch = { entities: [], relationships: [] };
    this.made += batch.entities.length;
    return batch;
  }

  private hub(entity: DemoEntity): Hub {
    const hub = { id: entity.id, tags: new Set<FleetTag>() };
    this.hubsById.set(hub.id, hub);
    return hub;
  }

  private nextId(type: EntityType): string {
    this.ids[type] += 1;
    return `demo-${type.charAt(0).toLowerCase()}-${String(this.ids[type]).padStart(7, '0')}`;
  }

  private add(type: EntityType, named: Named, imo: string | null, properties: Record<string, string>, id?: string): DemoEntity {
    const entity: DemoEntity = {
      id: id ?? this.nextId(type),
      type,
      name: named.name,
      aliases: named.aliases,
      imo,
      fleet: [],
      properties,
      source: DEMO_SOURCE,
      dateOfInformation: this.random.date(2022, 2025),
      containsBO: false,
    };
    this.batch.entities.push(entity);
    return entity;
  }

  private link(from: { id: string }, to: { id: string }, type: RelationshipType, share?: number): void {
    this.ids.link += 1;
    this.batch.relationships.push({
      id: `demo-r-${String(this.ids.link).padStart(8, '0')}`,
      sourceId: from.id,
      targetId: to.id,
      type,
      share: share ?? null,
      startDate: this.random.chance(0.6) ? this.random.date(2008, 2025) : null,
      endDate: null,
      properties: {},
      source: DEMO_SOURCE,
    });
  }

  private vessel(named: Named, flag: Flag, segment: FleetTag | null, tags: FleetTag[], id?: string): DemoEntity {
    const r = this.random;
    // Small hulls often have no IMO number; all of ours over 24 m do.
    const imo = id || r.chance(0.75) ? this.imoNumbers.next() : null;
    const vessel = this.add('VESSEL', named, imo, {
      MMSI: `${r.pick(flag.mids)}${r.digits(6)}`,
      Callsign: `${CALL_SIGN_PREFIX[flag.country] ?? 'XX'}${r.digits(r.int(2, 4))}`,
      ShipFlag: flag.country,
      ShipType: r.pick(SHIP_TYPES[segment ?? 'none']),
      ShipStatus: r.weighted([['In Service/Commission', 85], ['Laid-Up', 6], ['Sold', 5], ['Broken Up', 4]]),
      YearBuilt: String(r.int(1978, 2024)),
      Source: r.pick(['Demo data (synthetic): flag registry extract', 'Demo data (synthetic): RFMO authorized vessel list', 'Demo data (synthetic): AIS identity']),
    }, id);
    vessel.fleet = tags;
    return vessel;
  }

  private homeCompany(culture: Culture, status = 'Active'): DemoEntity {
    const r = this.random;
    const home = HOME_FLAGS[culture];
    const company = this.company(homeCompanyName(r, culture), home.country, `${r.int(1, 999)} Harbour Road, ${r.pick(home.cities)}`, home.phoneCode, status);
    if (culture === 'CN') company.properties.UnifiedSocialCreditCode = `913${r.digits(5)}MA${r.digits(9)}`;
    return company;
  }

  private shellCompany(jurisdictions: readonly string[], vesselName?: string): DemoEntity {
    const r = this.random;
    const country = r.pick(jurisdictions);
    const place = SHELL_JURISDICTIONS.find((j) => j.country === country)!;
    return this.company(shellCompanyName(r, vesselName), place.country, place.address, place.phoneCode);
  }

  private company(named: Named, country: string, address: string, phoneCode: string, status = 'Active'): DemoEntity {
    const r = this.random;
    const incorporated = r.date(1985, 2023);
    const domain = `${named.name.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '').slice(0, 30)}.example`;
    const properties: Record<string, string> = {
      Address: address,
      Status: status,
      RegistrationNumber: r.digits(r.int(6, 10)),
      DateOfIncorporation: incorporated,
      DateOfRegistration: incorporated,
      PlaceOfIncorporation: country,
      Source: r.pick(['Demo data (synthetic): company registry', 'Demo data (synthetic): IMO company records', 'Demo data (synthetic): P&I entry list']),
    };
    if (r.chance(0.5)) Object.assign(properties, { PhoneCountryCode: phoneCode, PhoneAreaCode: String(r.int(10, 99)), PhoneNumber: r.digits(7) });
    if (r.chance(0.2)) Object.assign(properties, { FaxCountryCode: phoneCode, FaxAreaCode: String(r.int(10, 99)), FaxNumber: r.digits(7) });
    if (r.chance(0.4)) Object.assign(properties, { EmailAddress: `info@${domain}`, Website: `www.${domain}` });
    if (r.chance(0.3)) properties.TaxIDNumber = r.digits(10);
    if (r.chance(0.3)) properties.IMOID = String(r.int(5000000, 6999999));
    return this.add('COMPANY', named, null, properties);
  }

  private person(named: Named, country: string, address: string): DemoEntity {
    const r = this.random;
    const properties: Record<string, string> = {
      Nationality: country,
      Address: address,
      DateOfBirth: r.date(1948, 1992),
      Source: r.pick(['Demo data (synthetic): company registry officers', 'Demo data (synthetic): beneficial ownership register']),
    };
    if (r.chance(0.4)) properties.Passport = `${String.fromCharCode(65 + r.int(0, 25))}${r.digits(8)}`;
    if (r.chance(0.3)) properties.IDNumber = r.digits(12);
    if (r.chance(0.2)) properties.TaxIDNumber = r.digits(10);
    return this.add('PERSON', named, null, properties);
  }
}
