export type ResourceCategory = 'riskalerts' | 'reports' | 'blogposts' | 'partnerresources';

export interface Resource {
  id: string;
  category: ResourceCategory;
  title: string;
  subTitle: string;
  image: string;
  shortDesc: string;
  content: string[];
}

export const RESOURCE_SECTIONS: readonly { id: ResourceCategory; title: string }[] = [
  { id: 'riskalerts', title: 'Risk Alerts' },
  { id: 'reports', title: 'Reports' },
  { id: 'blogposts', title: 'Blog Posts' },
  { id: 'partnerresources', title: 'Partner Resources' },
];

/** Each resource's image is public/resources/<id>.svg. */
const resource = (category: ResourceCategory, id: string, fields: Omit<Resource, 'id' | 'category' | 'image'>): Resource => ({
  id,
  category,
  image: `/resources/${id}.svg`,
  ...fields,
});

/**
 * Static sample content of the resources page. The vessels, companies and cases named in the
 * risk alerts, reports and blog posts are fictional and illustrate patterns, not real findings;
 * the partner resources describe real public initiatives.
 */
export const RESOURCES: readonly Resource[] = [
  resource('riskalerts', 'reefer-transshipment-pattern', {
    title: 'Reefer meetings far from port',
    subTitle: 'Risk Alert · November 2026',
    shortDesc: 'Refrigerated cargo vessels that loiter beside longliners on the high seas can move catch out of sight of port controls.',
    content: [
      'Transshipment at sea lets a fishing vessel stay on the fishing grounds for months while a refrigerated cargo vessel, a reefer, carries its catch to port. It is legal in many fisheries when it is authorised, reported and observed, but it is also one of the main ways unreported catch, and crews in difficulty, disappear from view.',
      'In an illustrative case, the fictional reefer Polar Meridian shows eleven likely encounters in one season with longliners of two flag states that do not authorise transshipment at sea in that area. Three of those longliners share a registered owner with a vessel on a regional IUU list, and the reefer\'s ship manager also manages two of them.',
      'Signals to look for: repeated loitering next to the same fishing vessels, meetings just outside an exclusive economic zone or in areas where transshipment needs an observer, a reefer that is not on the regional body\'s record of authorised carriers, and ownership or management shared between the reefer and the vessels it meets.',
      'In fleetgraph, open the reefer\'s record, choose View Network Graph, and expand its managers and owners. Shared nodes between the carrier and the fishing vessels appear where the two networks meet. Ask our analysts for a risk alert if you need the encounter history documented.',
    ],
  }),
  resource('riskalerts', 'flag-hopping', {
    title: 'Flag hopping after an IUU listing',
    subTitle: 'Risk Alert · October 2026',
    shortDesc: 'A vessel that changes flag and name soon after a listing may be trying to shed its history. Its IMO number stays the same.',
    content: [
      'Vessels listed for illegal, unreported or unregulated (IUU) fishing are often re-registered under another flag and a new name within months, sometimes several times in a year. Each change makes the vessel harder to match against lists that were compiled under its earlier identity.',
      'The hull keeps its IMO number for life. In the fictional case of the trawler Aurora Sur, the vessel appears in three registers under three names and two flags in eighteen months, but every record carries the same seven-digit number, and the beneficial owner named in a court filing never changes.',
      'Screen supplier vessel lists by IMO number rather than by name, and read a record\'s flag, ship status and date of information together. A recent flag change combined with an unchanged beneficial owner or ship manager is a strong signal that the history is being shed, not that the vessel has changed hands.',
      'fleetgraph warns when an IMO number fails its check digit. Real registries contain typing errors, so a warning is a reason to look twice and compare sources, not proof of fraud.',
    ],
  }),
  resource('riskalerts', 'shell-company-chains', {
    title: 'Owners three companies deep',
    subTitle: 'Risk Alert · September 2026',
    shortDesc: 'Registered owners that are single-vessel companies in secrecy jurisdictions can hide the group that really controls a fleet.',
    content: [
      'Many fishing vessels are registered to a company that owns that one vessel and nothing else. That company is owned by another, often in a different jurisdiction with little public disclosure, and so on, until the chain reaches a holding company or a person.',
      'In an illustrative chain, the fictional trawler Santa Inés IV is registered to Santa Inés Cuatro Shipping Ltd, which is owned by Tidewell Holdings SA, whose only shareholder is a trust company acting for a director who also sits on the boards of the ship managers of six other vessels.',
      'Single-vessel companies have legitimate uses: they limit liability and simplify financing. The risk lies in what the chain hides. It matters when the top of the chain links to a sanctioned person, to a vessel on an IUU list, or to a company already investigated for labour abuse.',
      'Follow the chain in the network graph edge by edge: is registered owner of, is shareholder of, is director of. Each edge carries a date of information; a chain assembled from sources years apart should be confirmed before you rely on it.',
    ],
  }),
  resource('riskalerts', 'ais-gaps', {
    title: 'Dark periods near protected areas',
    subTitle: 'Risk Alert · August 2026',
    shortDesc: 'Gaps in a vessel\'s position reports near marine protected areas and exclusive economic zones deserve a closer look.',
    content: [
      'The Automatic Identification System (AIS) broadcasts a vessel\'s identity and position. Transponders can be switched off, and reception at sea is patchy, especially where vessel traffic is dense or far from shore. A single gap means little.',
      'A pattern of gaps is different. Repeated dark periods that begin at the edge of a marine protected area or a neighbouring state\'s waters and end on the other side of it are a recognised indicator of fishing where a vessel is not authorised.',
      'In the fictional case of the purse seiner Cabo Lento, eight of eleven gaps in a year start within twenty nautical miles of the same protected area. Two other vessels of the same beneficial owner show gaps on the same dates.',
      'Combine gap patterns with ownership: when several vessels of one owner go dark in the same places, the pattern is a fleet practice rather than an equipment fault. fleetgraph shows which vessels share an owner or manager; tracking platforms such as Global Fishing Watch show where they went.',
    ],
  }),
  resource('riskalerts', 'forced-labour-indicators', {
    title: 'Forced labour indicators at sea',
    subTitle: 'Risk Alert · July 2026',
    shortDesc: 'Long voyages without port calls, frequent transshipment and crewing agencies with complaints are signs buyers should act on.',
    content: [
      'Crews on distant-water vessels can spend more than a year at sea when catch is transshipped and fuel and supplies arrive by carrier. Isolation makes abuse possible and hard to report, and migrant crew recruited through agencies are particularly exposed.',
      'The International Labour Organization\'s indicators of forced labour include retention of identity documents, withholding of wages, debt bondage, isolation, restriction of movement and abusive working and living conditions. Several of them leave traces in records that can be checked from a desk.',
      'Desk indicators include voyages of many months without a port call, frequent transshipment at sea, a manning agency named in earlier complaints or court cases, and owners or managers linked to vessels already cited for labour abuse. None of them proves abuse; together they justify asking questions.',
      'Buyers should ask suppliers for crew contracts, recruitment fee policies and port-call histories, and check whether the flag state has ratified the ILO Work in Fishing Convention (No. 188). Ask our analysts for a risk alert on a vessel or a company through the Support page; we answer with what the records and our partners show.',
    ],
  }),
  resource('riskalerts', 'sanctioned-insurer', {
    title: 'Cover from a sanctioned insurer',
    subTitle: 'Risk Alert · June 2026',
    shortDesc: 'Protection and indemnity cover from an insurer under sanctions exposes buyers, ports and lenders that deal with the vessel.',
    content: [
      'Most ports require a vessel to hold protection and indemnity (P&I) insurance, which covers third-party liabilities such as pollution, collision damage and crew injury. A vessel that cannot obtain cover from a mainstream insurer may turn to smaller or less scrupulous providers.',
      'When the insurer or its owner is under sanctions, every party that pays for services to the vessel, such as ports, agents, buyers and lenders, may be exposed. In the fictional case of Harbourline Mutual, a small insurer added to a sanctions list, fourteen fishing vessels and two reefers kept sailing on its certificates for months.',
      'fleetgraph shows insurers in the vessel\'s network with an is insurer of edge. Open the insurer\'s own record and expand it to see its owners and the other vessels it covers, and check the dates of information: cover is renewed every year, and a certificate can outlive the policy.',
    ],
  }),
  resource('reports', 'distant-water-fleets-2026', {
    title: 'Who owns the distant-water fleets',
    subTitle: 'Report · October 2026',
    shortDesc: 'Our annual look at the ownership of longliners, squid jiggers and reefers fishing far from their flag states.',
    content: [
      'Distant-water fleets fish far from the waters of their flag states, on the high seas and under access agreements in other countries\' exclusive economic zones. They land a large share of the world\'s tuna, squid and other high-value species.',
      'This illustrative report maps the groups behind a sample of 1,200 longliners, squid jiggers and reefers: which companies own, manage, operate and insure the vessels, and where those companies are registered.',
      'The main finding is concentration behind fragmentation: a few groups control most of the vessels in the sample, through many single-vessel companies registered in different jurisdictions. Beneficial ownership could be established for just over half of the vessels.',
      'We also found that ship managers are more stable than registered owners. Where ownership changes frequently, the manager is often the best thread to follow to the group that runs the vessel.',
      'The full tables are available to Advanced and Pro subscribers on request through the Support page.',
    ],
  }),
  resource('reports', 'reefer-fleet-census', {
    title: 'A census of the reefer fleet',
    subTitle: 'Report · August 2026',
    shortDesc: 'Refrigerated cargo vessels connect fishing grounds to markets. We mapped their owners, flags and managers.',
    content: [
      'Reefers carry frozen catch from fishing grounds to ports and support fishing vessels at sea with fuel, food and crew. Because they can receive catch far from any inspector, they are central to transshipment risk.',
      'Starting from public lists of refrigerated cargo vessels, including the carrier list published by Global Fishing Watch, we matched each reefer by IMO number to its registered owner, ship manager, insurer and flag.',
      'Reefers change owners and flags more often than fishing vessels, and a small number of ship managers run a large share of the fleet. Those managers are natural points of engagement for buyers, ports and regulators.',
      'The census also lists reefers with no IMO number match, or with numbers that fail the check digit, for follow-up by our analysts.',
    ],
  }),
  resource('reports', 'beneficial-ownership-transparency', {
    title: 'Beneficial ownership registers and fisheries',
    subTitle: 'Report · May 2026',
    shortDesc: 'Which flag and coastal states publish who owns their vessels, and what the gaps mean for enforcement.',
    content: [
      'Vessel registers usually name a registered owner, a legal entity that may be a single-vessel company, rather than the beneficial owner, the natural person who ultimately owns or controls the vessel and profits from it.',
      'We reviewed how a sample of flag states record vessel ownership and whether the company registers behind those owners are public, searchable and up to date. Only a minority record beneficial owners at registration.',
      'Where registers are public and searchable, an ownership chain can be traced to people in minutes. Where they are not, investigators rely on court records, leaked documents, trade data and the cooperation of other states.',
      'We recommend that flag states record beneficial owners when a vessel is registered and share them with other authorities, and that regional fisheries management organisations require beneficial ownership information when they authorise vessels to fish.',
    ],
  }),
  resource('reports', 'iuu-lists-compared', {
    title: 'IUU vessel lists compared',
    subTitle: 'Report · March 2026',
    shortDesc: 'The regional fisheries bodies keep separate IUU lists. We compared them vessel by vessel.',
    content: [
      'Each regional fisheries management organisation keeps its own list of vessels found to have engaged in IUU fishing in its area, and many cross-list entries from the others. The lists differ in format, in the identifiers they record and in how often they are updated.',
      'Names and flags on the lists are often out of date, because listed vessels change both. Matching entries on IMO numbers, where the lists record them, links entries that name-matching misses.',
      'In our comparison, a noticeable share of listed vessels appear in recent registry or tracking records under a new name or flag, some of them active in another organisation\'s area. Entries without an IMO number were much harder to follow.',
      'fleetgraph tags vessels that appear on these lists with the IUU fleet tag, so that a search filtered on IUU finds them. Always read the listing itself for its date and reason before you act on it.',
    ],
  }),
  resource('reports', 'seafood-due-diligence-guide', {
    title: 'A due-diligence checklist for seafood buyers',
    subTitle: 'Report · January 2026',
    shortDesc: 'The questions to ask about every vessel in a supply chain, and where to find the answers.',
    content: [
      'Start from a complete vessel list for each product, with IMO numbers where the vessels have them. A supplier that cannot name the vessels behind a shipment is itself a finding.',
      'For each vessel, ask: is it on a regional IUU list or a sanctions list? Is it authorised to fish where and when the catch was taken? Has it changed name or flag recently? Does it transship at sea, and to which carriers?',
      'For each owner, ask: who are the registered and beneficial owners, ship manager and insurer? Do they own or manage other vessels with a record? Are any of their directors or shareholders under sanctions or investigation?',
      'For the crew, ask how they were recruited, whether they paid recruitment fees, how long the vessel stays at sea, and whether the flag state has ratified the ILO Work in Fishing Convention.',
      'fleetgraph answers the ownership and listing questions from one search and one network graph; our analysts can document the rest through a risk alert or a documentation request. Keep a dated record of each check: due diligence is a process, not a certificate.',
    ],
  }),
  resource('reports', 'ports-of-convenience', {
    title: 'Ports of convenience',
    subTitle: 'Report · November 2025',
    shortDesc: 'Where catch of doubtful origin lands, and what port state measures change.',
    content: [
      'Catch of doubtful origin tends to land where inspections are weakest. Ports with little capacity to inspect, or little will to refuse entry, become the gateway through which illegally caught fish reaches legitimate markets.',
      'The Port State Measures Agreement sets common minimum standards for the inspection of foreign fishing vessels and allows parties to deny port use to vessels that have fished illegally. In the illustrative sample of this report, landings by listed vessels shifted away from ports that apply it.',
      'We list the port states that publish their inspection results and denials of entry, and the ownership networks of vessels that moved their landings after a denial. Several of those networks include carriers that collect catch at sea and land it elsewhere.',
    ],
  }),
  resource('blogposts', 'reading-an-ownership-graph', {
    title: 'How to read an ownership graph',
    subTitle: 'Blog Post · November 2026',
    shortDesc: 'Nodes, edges, directions and dates: a five-minute guide to the network view.',
    content: [
      'Each node in a fleetgraph network is a vessel, a company or a person. The root, the record you started from, is highlighted. Click any node to open its details on the right: its name, type and the properties our sources report, such as flag, IMO number or place of incorporation.',
      'Each edge says in words how two nodes are related: is registered owner of, is beneficial owner of, is ship manager of, is insurer of, is director of, is shareholder of. Edges have a direction: read them as a sentence from the source to the target.',
      'Expand a node from its context menu to bring in its own links. New nodes and edges merge into the graph without duplicates, so a company that owns two of the vessels you are looking at appears once, with two edges.',
      'Switch between the standard and hierarchical layouts, or try concentric and breadthfirst for large networks. Zoom with the tools panel and use fit to bring the whole network back into view.',
      'Finally, remember what an edge is: a statement by a source at a date. Check the source and date of information in the details panel before you draw conclusions.',
    ],
  }),
  resource('blogposts', 'imo-numbers-explained', {
    title: 'IMO numbers, explained',
    subTitle: 'Blog Post · September 2026',
    shortDesc: 'Seven digits that follow a hull for life, and the check digit that catches typing errors.',
    content: [
      'An IMO ship identification number is seven digits, often written with the prefix IMO. It is assigned once to a hull and stays with it through every change of name, flag and owner, until the vessel is scrapped.',
      'The last digit is a check digit. Multiply the first six digits by 7, 6, 5, 4, 3 and 2, add the results, and the last digit of the sum must equal the seventh digit. For 1234567: 7 + 12 + 15 + 16 + 15 + 12 = 77, and 7 is the check digit.',
      'The check digit catches most single typing errors and many swapped digits. But registries contain mistakes, so fleetgraph treats a failed check as a warning to compare sources, not as proof that the number is false.',
      'Not every fishing vessel has an IMO number. Fishing vessels have been eligible since 2013, and many regional fisheries bodies now require one for vessels they authorise, but smaller and older vessels often have none. For them, search by name and compare the call sign and MMSI shown in each record.',
    ],
  }),
  resource('blogposts', 'names-and-transliteration', {
    title: 'Same vessel, five spellings',
    subTitle: 'Blog Post · July 2026',
    shortDesc: 'Why fleetgraph ignores F/V prefixes, forgives typos and ranks exact matches first.',
    content: [
      'Vessel names are written in many scripts and transliterated in many ways. The fictional longliner Lan Hai Xing 88 may appear as LANHAIXING 88, Lan Hai Xing No. 88 or F/V LAN HAI XING 88, depending on the register, the list or the bill of lading.',
      'Our search ignores case and punctuation, drops prefixes such as F/V and M/V, and tolerates small misspellings. It ranks exact matches first, then names that start with what you typed, then close spellings.',
      'Company names vary too, between Ltd and Limited, SA and S.A., or an English and a local-language name. Search for the distinctive part of a company name, Tidewell rather than Tidewell Holdings SA, and compare the registration number and address in each record before you treat two results as one company.',
      'When a name gives too many results, search by IMO number instead. When it gives none, try a shorter part of the name, or the name without its hull number.',
    ],
  }),
  resource('blogposts', 'analysts-at-work', {
    title: 'What our analysts do with your requests',
    subTitle: 'Blog Post · May 2026',
    shortDesc: 'From a ticket to a documented answer: how risk alerts, documentation and trade data analyses are made.',
    content: [
      'Every analytical request raised on the Support page is read by an analyst who knows the fisheries and jurisdictions involved. Five kinds of request are available: a risk alert, documentation, an update of information, a suggested change of information and a trade data analysis.',
      'We start from the records in fleetgraph and go back to their sources: registries, IUU and sanctions lists, company filings, court records and, for trade data analyses, customs and shipment records. Where our data is out of date, we update it for everyone.',
      'Answers come back as a message and, where useful, a document, with references for each finding. They stay available in your Resolved Tickets list on the Support page.',
      'If we cannot answer a request, because the sources do not exist or the request falls outside what we do, we tell you why. Requests draw on the credits of your account or organization, shown on the My Account page.',
    ],
  }),
  resource('partnerresources', 'fao-global-record', {
    title: 'FAO Global Record of Fishing Vessels',
    subTitle: 'Partner Resource · Global Record',
    shortDesc: 'The UN Food and Agriculture Organization\'s record of fishing, refrigerated transport and supply vessels, fed by the states that take part.',
    content: [
      'The Global Record of Fishing Vessels, Refrigerated Transport Vessels and Supply Vessels is an information system run by the Food and Agriculture Organization of the United Nations (FAO). Participating states submit data on the vessels they flag, and the record makes it available in one place.',
      'It uses the IMO number as the unique vessel identifier and brings together a vessel\'s identity, characteristics, ownership and operator information, authorisations to fish or to transship, and history of names and flags, as far as the states provide them.',
      'The Global Record supports the Port State Measures Agreement and other instruments against IUU fishing by giving port, flag and coastal states a common reference for vessel identity.',
      'Use it to confirm that a vessel is who it claims to be and is authorised where it fished, and compare its ownership information with the networks in fleetgraph. Coverage depends on the states that submit data, so a missing vessel is a question to ask, not an answer.',
    ],
  }),
  resource('partnerresources', 'port-state-measures', {
    title: 'Port State Measures Agreement',
    subTitle: 'Partner Resource · PSMA',
    shortDesc: 'The first binding international agreement specifically targeting illegal fishing, applied in the ports where catch lands.',
    content: [
      'The Agreement on Port State Measures to Prevent, Deter and Eliminate Illegal, Unreported and Unregulated Fishing was adopted under the FAO in 2009 and entered into force in 2016. It is the first binding international agreement to specifically target IUU fishing.',
      'Its parties designate the ports that foreign fishing vessels may use, require advance requests for entry, inspect vessels to agreed standards, and deny entry or port services such as landing, transshipment and refuelling to vessels that have engaged in IUU fishing.',
      'Parties share the results of inspections and denials with flag states, other parties and regional fisheries bodies, so that a vessel refused in one port cannot simply try the next.',
      'For buyers and investigators, the agreement matters in two ways: landings in ports of parties that apply it carry less risk, and records of inspections and denials are a source of evidence about particular vessels and their owners.',
    ],
  }),
  resource('partnerresources', 'rfmo-iuu-lists', {
    title: 'Regional fisheries IUU vessel lists',
    subTitle: 'Partner Resource · RFMOs',
    shortDesc: 'Regional fisheries management organisations publish lists of vessels found fishing illegally in their areas.',
    content: [
      'Regional fisheries management organisations (RFMOs) are international bodies through which states manage shared fish stocks, such as tuna and other highly migratory species, or all the fisheries of a high-seas area. Examples include the tuna commissions of the Atlantic, Indian and Pacific Oceans and the Commission for the Conservation of Antarctic Marine Living Resources.',
      'Most of them adopt and publish a list of vessels found to have engaged in IUU fishing in their area. Members must deny listed vessels authorisation, port access and trade, and several organisations cross-list each other\'s entries.',
      'Each list records what was known at the time of listing: names, flags, owners and, increasingly, IMO numbers. Because listed vessels change name and flag, a combined list that merges and updates the entries of all the organisations is maintained by the non-profit Trygg Mat Tracking.',
      'fleetgraph tags vessels that appear on these lists with the IUU fleet tag. Always read the list entry itself for the date and reason of the listing, and check whether the vessel has since been removed.',
    ],
  }),
  resource('partnerresources', 'global-fishing-watch', {
    title: 'Global Fishing Watch',
    subTitle: 'Partner Resource · Global Fishing Watch',
    shortDesc: 'An independent non-profit that maps fishing activity, vessel encounters and port visits from satellite and tracking data.',
    content: [
      'Global Fishing Watch is an independent international non-profit organisation founded by Oceana, SkyTruth and Google. It processes vessel tracking data, chiefly AIS, together with vessel monitoring data shared by some governments and satellite imagery, to show human activity at sea.',
      'Its public map shows apparent fishing effort, encounters and loitering events that may indicate transshipment, port visits, and gaps in tracking. Satellite radar and optical imagery reveal vessels that do not broadcast their position at all.',
      'It publishes datasets and tools for researchers, including a list of refrigerated cargo vessels and a carrier vessel portal for reviewing transshipment activity, most of them free for non-commercial use.',
      'Combine its activity data with fleetgraph\'s ownership networks: Global Fishing Watch shows what a vessel did and where, and fleetgraph shows who owns, manages and insures it, and which other vessels they control.',
    ],
  }),
];
