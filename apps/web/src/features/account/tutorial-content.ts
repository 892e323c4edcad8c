/** The Tutorial of the account page: a short guide to the main tasks, in the order a new user meets them. */
export const TUTORIAL_STEPS: readonly { title: string; body: string }[] = [
  {
    title: 'Search by name',
    body: 'Type the name of a vessel, company or person in the quick search bar at the top of any page, or on the Search page, and press Enter or Search. You do not need the exact spelling: case and punctuation are ignored, prefixes such as F/V and M/V are dropped, and close misspellings still match. Exact matches are listed first, then names that start with what you typed, then similar names. An empty search returns everything that matches your filters.',
  },
  {
    title: 'Search by IMO number',
    body: 'Switch the search mode to IMO Number to find a vessel by the seven-digit number that stays with its hull through every change of name, flag and owner. You can type the digits alone or with the prefix, as in IMO 1234567. The Search button stays disabled until the number has exactly seven digits, and a message tells you when the format is wrong. Searching by IMO number is the most reliable way to screen a list of vessels.',
  },
  {
    title: 'Narrow the results with filters',
    body: 'The filter panel on the left of the Search page chooses the entity types (Vessel, Organization, Individual) and the fleet tags (IUU, Reefer, Longline) to search. Checking All selects every option in its group and unchecking it clears them; unchecking a single option removes All. At least one entity type and one fleet tag must be selected to search, and Reset All filters restores the defaults. On the Free and Basic tiers only vessels can be searched.',
  },
  {
    title: 'Read a record',
    body: 'Results show each entity\'s name, type, fleet and whether beneficial ownership information is available; click a column heading to sort and choose how many results to show per page. Click a row to open the record in a side panel, with its details such as flag, IMO number, registration number, source and date of information. Use Previous Record and Next Record to move through the results without closing the panel.',
  },
  {
    title: 'Follow the ownership graph',
    body: 'When a record contains beneficial ownership, the side panel offers View Network Graph, which opens the record\'s network on the Networks page with the record itself highlighted as the root. Click a node to see its details in the DETAILS panel on the right. Right-click a node to open its context menu and expand it, bringing in its own owners, managers, officers and vessels. Use the tools panel to switch layouts, zoom in and out, and fit the whole network to the page.',
  },
  {
    title: 'Ask our analysts',
    body: 'When the data is not enough, open the Support page and choose Create Ticket. Pick one of the five request types (Request Risk Alert, Request Documentation, Request Update of Information, Suggest Change of Information or Request Trade Data Analysis), give it a subject and describe what you need, with an attachment of up to 1 MB if it helps. Your tickets appear under Open Tickets until an analyst answers, then under Resolved Tickets with the response and any document to download.',
  },
];
