import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A fresh copy of the module (it remembers the stylesheet it added), on a page with these links and meta, where a
 * stylesheet added loads or fails (happy-dom loads no file: it says so at once, as an error, or as a load when told).
 */
async function onPage(head: string, stylesheets: 'loads' | 'fails') {
  const settings = (window as unknown as { happyDOM: { settings: { disableCSSFileLoading: boolean; handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings;
  settings.disableCSSFileLoading = true;
  settings.handleDisabledFileLoadingAsSuccess = stylesheets === 'loads';
  document.head.innerHTML = head;
  vi.resetModules();
  return import('./later-styles');
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

/** The addresses of the links added to the page's head from now on (until the test ends). */
const watching: MutationObserver[] = [];
function linksAdded(): string[] {
  const added: string[] = [];
  const observer = new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) if (node instanceof HTMLLinkElement) added.push(node.getAttribute('href') ?? '');
  });
  observer.observe(document.head, { childList: true });
  watching.push(observer);
  return added;
}

const PAGE = `<meta name="tint-later-styles" content="/assets/antd-later-abc.css">
  <link rel="stylesheet" href="/assets/antd-app-123.css"><link rel="stylesheet" href="/assets/index-1.css">`;

afterEach(() => {
  for (const observer of watching.splice(0)) observer.disconnect();
  document.head.innerHTML = '';
});

describe("antd's later stylesheet", () => {
  it('is added once, between the first antd stylesheet and the app’s own, and waited for', async () => {
    const { laterStyles } = await onPage(PAGE, 'loads');
    const waiting = laterStyles();
    expect(laterStyles()).toBe(waiting);
    const sheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(sheets).toEqual(['/assets/antd-app-123.css', '/assets/antd-later-abc.css', '/assets/index-1.css']);
    expect(await settled(waiting)).toBe(true);
  });

  it('lets the screen show if it fails to load, and is tried again by the next screen', async () => {
    const { laterStyles } = await onPage(PAGE, 'fails');
    expect(await settled(laterStyles())).toBe(true);
    expect(document.head.querySelector('link[href="/assets/antd-later-abc.css"]')).toBeNull();
    const added = linksAdded();
    await laterStyles();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).toEqual(['/assets/antd-later-abc.css']);
  });

  it("is not waited for by a first screen's chunk on its own page, and is on another page", async () => {
    const { stylesFor } = await onPage(PAGE, 'fails');
    expect(await settled(stylesFor('app'))).toBe(true);
    expect(document.head.querySelector('link[href="/assets/antd-later-abc.css"]')).toBeNull();
    // The sign-in form on the signed-in page (a session ran out) waits for it (here it fails to load: tried, then let go).
    const added = linksAdded();
    await stylesFor('landing');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(added).toEqual(['/assets/antd-later-abc.css']);
  });

  it('is not waited for where the page names none (a development server, the tests)', async () => {
    const { laterStyles } = await onPage('<link rel="stylesheet" href="/src/index.css">', 'fails');
    expect(await settled(laterStyles())).toBe(true);
  });
});
