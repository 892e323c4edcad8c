/**
 * The three vessels the networks page offers as Example Graphs (spec section 2). The demo data
 * generator builds each with a rich ownership network under these ids.
 */
export const SAMPLE_VESSELS = [
  { id: 'demo-sample-1', name: 'HAI FENG YUAN YU 818', aliases: ['海丰远渔818'], image: '/samples/longliner.svg' },
  { id: 'demo-sample-2', name: 'VIRGEN DE LA LUZ', aliases: ['NUEVO ARDORA'], image: '/samples/trawler.svg' },
  { id: 'demo-sample-3', name: 'POLAR FROST', aliases: ['ARCTIC STAR 3'], image: '/samples/reefer.svg' },
] as const;
