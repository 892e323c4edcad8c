import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptDisclaimer, admin, createActiveIndividual, signIn } from '../support/accounts';

type Point = { x: number; y: number };

async function signedInNetworks(page: Page, request: APIRequestContext, name: string) {
  const user = await createActiveIndividual(request, name);
  await signIn(page, user.email, user.password);
  await acceptDisclaimer(page);
  return user;
}

const canvas = (page: Page) => page.getByTestId('graph-canvas');
const graphStatus = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ nodes?, \d+ links?$/ });
const details = (page: Page) => page.getByRole('region', { name: 'Details' });

async function nodeCount(page: Page): Promise<number> {
  return Number((await graphStatus(page).innerText()).split(' ')[0]);
}

/**
 * The canvas is pixels, so the tests ask cytoscape (kept on its container) where a node is
 * drawn, then click there like a reader would.
 */
function readCanvas<T>(page: Page, read: string, arg?: string): Promise<T> {
  return canvas(page).evaluate(
    (element, [source, value]) => new Function('cy', 'arg', source!)((element as unknown as { _cyreg: { cy: unknown } })._cyreg.cy, value),
    [read, arg ?? ''],
  ) as Promise<T>;
}

/** Layouts and fits animate: wait until nothing moves between two looks. */
async function waitForStillGraph(page: Page) {
  const look = () =>
    readCanvas<string>(
      page,
      'return cy.animated() || cy.nodes().some((n) => n.animated()) ? "moving" : JSON.stringify([cy.zoom(), cy.pan(), cy.nodes().map((n) => n.position())])',
    );
  await expect
    .poll(async () => {
      const first = await look();
      await page.waitForTimeout(150);
      return first !== 'moving' && first === (await look());
    })
    .toBe(true);
}

async function nodeOnScreen(page: Page, id: string): Promise<Point> {
  await waitForStillGraph(page);
  const box = (await canvas(page).boundingBox())!;
  const at = await readCanvas<Point>(page, 'return cy.getElementById(arg).renderedPosition()', id);
  return { x: box.x + at.x, y: box.y + at.y };
}

async function clickNode(page: Page, id: string, button: 'left' | 'right' = 'left') {
  const at = await nodeOnScreen(page, id);
  await page.mouse.click(at.x, at.y, { button });
}

const zoomLevel = (page: Page) => readCanvas<number>(page, 'return cy.zoom()');

/** A neighbour of the root whose own network brings entities the root's does not. */
async function neighbourThatGrowsTheGraph(request: APIRequestContext, email: string, password: string, root: string) {
  const login = await request.post('/api/uaa/v1/login', { data: { email, password } });
  const headers = { authorization: `Bearer ${(await login.json()).jwt}` };
  const network = await (await request.get(`/api/fleet/v1/network/${root}`, { headers })).json();
  const known = new Set<string>(network.entities.map((entity: { id: string }) => entity.id));
  for (const entity of network.entities.slice(1)) {
    const theirs = await (await request.get(`/api/fleet/v1/network/${entity.id}`, { headers })).json();
    if (theirs.entities.some((other: { id: string }) => !known.has(other.id))) return entity.id as string;
  }
  throw new Error(`no neighbour of ${root} has links of its own`);
}

/** Draws the PNG in the browser and counts the pixels that are not background white. */
async function inkedPixels(page: Page, file: string): Promise<number> {
  const base64 = readFileSync(file).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const board = document.createElement('canvas');
    board.width = image.width;
    board.height = image.height;
    const context = board.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, board.width, board.height).data;
    let inked = 0;
    for (let i = 0; i < pixels.length; i += 4) if (pixels[i]! < 200 || pixels[i + 1]! < 200 || pixels[i + 2]! < 200) inked += 1;
    return inked;
  }, base64);
}

test('an investigator explores an example graph, finds a path, shares the view and exports it', async ({ page, request }, testInfo) => {
  const user = await signedInNetworks(page, request, 'Nadia');
  await page.goto('/networks');
  await expect(page.getByRole('heading', { name: 'Networks', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Example Graphs' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Load graph of / })).toHaveCount(3);
  await expect(page.getByText('No graph yet')).toBeVisible();

  await page.getByRole('button', { name: 'Load graph of HAI FENG YUAN YU 818' }).click();
  await expect(page).toHaveURL(/\/networks\?root=demo-sample-1$/);
  await expect.poll(() => nodeCount(page)).toBeGreaterThan(1);
  const loaded = await nodeCount(page);
  await expect(page.getByRole('group', { name: 'Legend' })).toContainText('Vessel');

  // Expand a neighbour from its context menu.
  const neighbour = await neighbourThatGrowsTheGraph(request, user.email, user.password, 'demo-sample-1');
  await clickNode(page, neighbour, 'right');
  await page.getByRole('menuitem', { name: 'Expand' }).click();
  await expect(page).toHaveURL(new RegExp(`expanded=${neighbour}$`));
  await expect.poll(() => nodeCount(page)).toBeGreaterThan(loaded);
  const expanded = await nodeCount(page);

  // Details: a click opens them, Escape closes them, the context menu opens them again.
  await clickNode(page, 'demo-sample-1');
  await expect(details(page).getByRole('heading', { name: 'HAI FENG YUAN YU 818' })).toBeVisible();
  await expect(details(page).getByRole('table', { name: 'Record details' })).toContainText('Ship Flag');
  await page.keyboard.press('Escape');
  await expect(details(page)).toBeHidden();
  await clickNode(page, neighbour, 'right');
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(details(page).getByRole('button', { name: 'Expanded' })).toBeDisabled();
  await page.getByRole('button', { name: 'Close details' }).click();
  await expect(page.getByRole('button', { name: 'DETAILS' })).toHaveAttribute('aria-expanded', 'false');

  // Layouts.
  await page.getByRole('button', { name: 'Hierarchical' }).click();
  await expect(page.getByRole('button', { name: 'Hierarchical' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('combobox', { name: 'Layout options' }).click();
  await page.getByRole('option', { name: 'Concentric', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Hierarchical' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Standard' }).click();
  await expect(page.getByRole('combobox', { name: 'Layout options' })).toHaveValue('Standard');
  await waitForStillGraph(page);

  // Zoom by steps of 0.1, then fit the whole graph in the page.
  const before = await zoomLevel(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => zoomLevel(page)).toBeGreaterThan(before);
  expect(await zoomLevel(page)).toBeLessThanOrEqual(Math.floor(before * 10 + 1e-9) / 10 + 0.1 + 1e-9);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Fit page' }).click();
  await waitForStillGraph(page);
  const outside = await readCanvas<number>(
    page,
    'const w = cy.width(), h = cy.height(); return cy.nodes().filter((n) => { const p = n.renderedPosition(); return p.x < 0 || p.y < 0 || p.x > w || p.y > h; }).length',
  );
  expect(outside).toBe(0);

  // A path from the vessel to another sample vessel, picked by name.
  await clickNode(page, 'demo-sample-1', 'right');
  await page.getByRole('menuitem', { name: 'Path from here' }).click();
  await page.getByRole('combobox', { name: 'To' }).fill('virgen de la luz');
  await page.getByRole('option', { name: /VIRGEN DE LA LUZ/ }).click();
  await page.getByRole('button', { name: 'Find path' }).click();
  await expect(page.getByText(/^\d+ steps?, highlighted in red:$/)).toBeVisible();
  await expect(page).toHaveURL(/path=demo-sample-1,demo-sample-2/);
  await expect.poll(() => nodeCount(page)).toBeGreaterThanOrEqual(expanded);
  await expect(page.getByRole('group', { name: 'Legend' })).toContainText('Path');
  const shown = await graphStatus(page).innerText();

  // The URL is the view: a colleague opening it sees the same graph.
  const shared = page.url();
  const colleague = await page.context().newPage();
  await colleague.goto(shared);
  await expect(graphStatus(colleague)).toHaveText(shown);
  await colleague.close();
  await page.reload();
  await expect(graphStatus(page)).toHaveText(shown);

  // Export the drawing and the data.
  await waitForStillGraph(page);
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PNG' }).click()]);
  expect(png.suggestedFilename()).toBe('fleetgraph-demo-sample-1.png');
  const pngFile = testInfo.outputPath('graph.png');
  await png.saveAs(pngFile);
  expect(readFileSync(pngFile).subarray(1, 4).toString()).toBe('PNG');
  expect(await inkedPixels(page, pngFile)).toBeGreaterThan(2000);
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
  const jsonFile = testInfo.outputPath('graph.json');
  await json.saveAs(jsonFile);
  const exported = JSON.parse(readFileSync(jsonFile, 'utf8'));
  expect(exported.nodes).toHaveLength(Number(shown.split(' ')[0]));
});

test('a record opened from search shows its owners, and expanding never doubles a link', async ({ page, request }) => {
  await signedInNetworks(page, request, 'Omar');
  await page.goto('/search?type=name&value=ocean%20star');
  await page.getByRole('table', { name: 'Search results' }).getByRole('cell', { name: 'OCEAN STAR', exact: true }).click();
  await page.getByRole('dialog', { name: 'Record' }).getByRole('button', { name: 'View Network Graph' }).click();
  await expect(page).toHaveURL(/\/networks\?root=e2e-v1$/);
  await expect(graphStatus(page)).toHaveText('2 nodes, 1 link');

  // The company's network repeats its link to the vessel from the other side: still one link.
  await clickNode(page, 'e2e-c1', 'right');
  await page.getByRole('menuitem', { name: 'Expand' }).click();
  await expect(graphStatus(page)).toHaveText('3 nodes, 3 links');

  // A double-tap opens the details too.
  const person = await nodeOnScreen(page, 'e2e-p1');
  await page.mouse.dblclick(person.x, person.y);
  await expect(details(page).getByRole('heading', { name: 'Lin Wei' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The double-tap centred the person; bring the whole graph back into view.
  await page.getByRole('button', { name: 'Fit page' }).click();

  // A vessel with no links has no path to anyone.
  await page.getByRole('combobox', { name: 'From' }).fill('ocean star');
  await page.getByRole('option', { name: 'OCEAN STAR (Vessel)' }).click();
  await page.getByRole('combobox', { name: 'To' }).fill('ocean star 7');
  await page.getByRole('option', { name: 'OCEAN STAR 7 (Vessel)' }).click();
  await page.getByRole('button', { name: 'Find path' }).click();
  await expect(page.getByText('No connection within 6 steps.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear path' }).click();
  await expect(page).toHaveURL(/\/networks\?root=e2e-v1&expanded=e2e-c1$/);

  await clickNode(page, 'e2e-v1');
  await details(page).getByRole('button', { name: 'Show owners' }).click();
  const owners = page.getByRole('list', { name: 'Top owners' });
  await expect(owners.getByRole('listitem')).toHaveCount(1);
  await expect(owners).toContainText('Lin Wei');
  await expect(owners).toContainText('60%');
  await expect(page).toHaveURL(/owners=e2e-v1/);

  // Leaving and coming back through the menu brings the same graph back.
  await page.getByRole('link', { name: 'Search', exact: true }).first().click();
  await page.getByRole('link', { name: 'Networks', exact: true }).first().click();
  await expect(page).toHaveURL(/\/networks\?root=e2e-v1&expanded=e2e-c1&owners=e2e-v1$/);
  await expect(graphStatus(page)).toHaveText('3 nodes, 3 links');
});

test('a tier 1 user is told that networks need a higher tier', async ({ page, request }) => {
  const user = await signedInNetworks(page, request, 'Pia');
  const login = await request.post('/api/uaa/v1/login', { data: admin });
  const headers = { authorization: `Bearer ${(await login.json()).jwt}` };
  const users = await (await request.get('/api/uaa/v1/users?pagesize=100&offset=0', { headers })).json();
  const id = users.users.find((u: { email: string }) => u.email === user.email).id;
  await request.put('/api/uaa/v1/users', { data: { id, tier: 'TIER_1' }, headers });
  await page.goto('/networks?root=demo-sample-1');
  await expect(page.getByRole('alert').filter({ hasText: 'This graph cannot be shown' })).toContainText(
    'Your tier can search vessels only. Upgrade to explore ownership networks.',
  );
});
