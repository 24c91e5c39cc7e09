// Issue 20, part 4, against the real product: an admin adds a showroom screen in the Users tab and reads its link
// (shown once); a TV opens it in a browser of its own, nobody signed in, and shows the month's leaderboard; a
// salesperson books (through the API) and the TV shows them, masked, with the booking, with no reload (the live
// stream; its dealership's standing, and the person when in the top 10); the admin revokes the screen and the TV,
// reloaded, says it is turned off. Each project's salesperson has a
// first name nobody else in the run has (both projects share one server), starting with "Aa" so that among people
// with as many bookings this month they come first.
import { TAB_USERS } from '@tint/libs/texts/admin';
import { TV_BOARD_PATH, type TvBoard } from '@tint/libs/tv';
import {
  TV_ADD_SCREEN,
  TV_CHALLENGES_TITLE,
  TV_DEALERSHIPS_LABEL,
  TV_INVALID_TITLE,
  TV_LEADERBOARD_LABEL,
  TV_NEW_LINK_LABEL,
  TV_NEW_LINK_TITLE,
  TV_NO_CHALLENGES,
  TV_PAGE_TITLE,
  TV_REVOKED,
  TV_REVOKE_OK,
  TV_SCREENS_TITLE,
  TV_SCREEN_NAME_LABEL,
  TV_TOKEN_INVALID,
  tvChallengeGoal,
  tvDaysRemaining,
  tvRevokeLabel,
} from '@tint/libs/texts/tv';
import { addDaysToDate } from '@tint/libs/slots';
import {
  adminApiToken,
  adminSignIn,
  bookFirstOpenSlot,
  expect,
  expectNoSeriousA11yViolations,
  installScenarioClock,
  newSalesperson,
  openAdminTab,
  scenarioToday,
  screenshot,
  test,
  uniqueLetters,
} from './support';

/** Dealerships no other browser test signs up with, one per project. */
const TV_DEALERSHIP: Record<string, string> = { desktop: 'Mercedes Benz of Maui', mobile: 'Acura of Maui' };

/** A first name nobody else in the run has, sorted before everybody's: the screen shows people as "First L.". */
function uniqueFirstName(): string {
  return `Aa${uniqueLetters()}`;
}

test('an admin adds a showroom screen; the TV shows the leaderboard, updates without a reload, and turns off when revoked', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').origin;
  const screenName = `Showroom ${testInfo.project.name} ${String(Date.now()).slice(-6)}`;

  // ---- The admin adds the screen in the Users tab ----
  await adminSignIn(page);
  await openAdminTab(page, TAB_USERS);
  const card = page.getByRole('region', { name: TV_SCREENS_TITLE });
  await card.getByLabel(TV_SCREEN_NAME_LABEL, { exact: true }).fill(screenName);
  await card.getByRole('button', { name: TV_ADD_SCREEN }).click();
  await expect(card.getByText(TV_NEW_LINK_TITLE)).toBeVisible();
  const link = await card.getByLabel(TV_NEW_LINK_LABEL, { exact: true }).inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/tv/[A-Za-z0-9_-]{43}$`));
  await expect(card.getByRole('button', { name: tvRevokeLabel(screenName) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Showroom screens card');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'tv-admin-card', { fullPage: false });

  // ---- The TV: a browser of its own, nobody signed in ----
  const tvContext = await browser.newContext({ ...testInfo.project.use, baseURL });
  await installScenarioClock(tvContext);
  const tv = await tvContext.newPage();
  await tv.goto(new URL(link).pathname);
  await expect(tv.getByRole('heading', { level: 1, name: TV_PAGE_TITLE })).toBeVisible();
  await expect(tv.getByText(screenName)).toBeVisible();
  await expect(tv.getByRole('table', { name: TV_LEADERBOARD_LABEL })).toBeVisible();
  await expect(tv.getByRole('table', { name: TV_DEALERSHIPS_LABEL })).toBeVisible();
  await expect(tv.getByRole('heading', { level: 2, name: TV_CHALLENGES_TITLE })).toBeVisible();
  // Other tests' challenges may be running: the list of them, or the words for none.
  await expect(tv.getByText(TV_NO_CHALLENGES).or(tv.getByRole('list', { name: TV_CHALLENGES_TITLE }))).toBeVisible();
  // Nobody operates a showroom TV.
  await expect(tv.getByRole('button')).toHaveCount(0);
  await expect(tv.getByRole('link')).toHaveCount(0);
  await expect(tv.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(tv, 'the showroom screen');
  let navigations = 0;
  tv.on('framenavigated', (frame) => frame === tv.mainFrame() && (navigations += 1));

  // ---- A salesperson, in a third browser, signs up and books through the API ----
  const bookerContext = await browser.newContext({ ...testInfo.project.use, baseURL });
  await installScenarioClock(bookerContext);
  const booker = await bookerContext.newPage();
  // A dealership no other test signs up with, one per project (both share the server): its standing on the TV moves
  // by this booking alone. The top 10 of the person leaderboard may be full of the suite's busier salespeople.
  const dealership = TV_DEALERSHIP[testInfo.project.name] ?? 'Mercedes Benz of Maui';
  const person = { ...newSalesperson(testInfo, 'tv'), firstName: uniqueFirstName(), company: dealership };
  expect((await booker.request.post('/api/signup', { data: person })).ok()).toBe(true);
  expect((await booker.request.post('/api/login', { data: { email: person.email, password: person.password } })).ok()).toBe(true);
  await bookFirstOpenSlot(booker, 'Malia', `Tv${testInfo.project.name === 'mobile' ? 'Mobile' : 'Desktop'}`);

  // ---- An admin starts a challenge (open to this test's dealership only, out of reach): the TV shows it, no reload ----
  const token = await adminApiToken(page.request);
  const challengeName = `TV challenge ${testInfo.project.name} ${String(Date.now()).slice(-6)}`;
  const created = await page.request.post('/api/admin/challenges', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: challengeName,
      metric: 'bookings',
      target: 500,
      rewardType: 'cash',
      rewardAmount: '300.00',
      startDate: scenarioToday(),
      endDate: addDaysToDate(scenarioToday(), 6),
      eligibility: 'dealerships',
      dealerships: [dealership],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const challenge = tv.getByRole('list', { name: TV_CHALLENGES_TITLE }).getByRole('listitem').filter({ hasText: challengeName });
  await expect(challenge).toContainText(tvChallengeGoal(500, 'bookings', '$300.00'), { timeout: 20_000 });
  await expect(challenge).toContainText(tvDaysRemaining(6));

  // The TV shows the booking without a reload: the dealership's standing, and the person, masked, when in the top 10.
  const standing = tv.getByRole('table', { name: TV_DEALERSHIPS_LABEL }).getByRole('row').filter({ hasText: dealership });
  await expect(standing.getByRole('cell')).toContainText([dealership, '1', '0'], { timeout: 20_000 });
  const masked = `${person.firstName} ${person.lastName.charAt(0)}.`;
  const board = (await (await tv.request.get(`${TV_BOARD_PATH}/${new URL(link).pathname.split('/').pop()!}`)).json()) as TvBoard;
  if (board.leaderboard.some((entry) => entry.name === masked)) {
    const row = tv.getByRole('table', { name: TV_LEADERBOARD_LABEL }).getByRole('row').filter({ hasText: masked });
    await expect(row.getByRole('cell')).toContainText([masked, '1', '0']);
  }
  await expect(tv.locator('body')).not.toContainText(person.lastName);
  expect(navigations).toBe(0);
  await screenshot(tv, testInfo, 'tv-screen');
  if (testInfo.project.name === 'desktop') {
    await tv.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(tv, testInfo, 'tv-screen-1080p');
  }

  // The challenge ends: gone from the screen.
  const challengeId = ((await created.json()) as { id: string }).id;
  expect((await page.request.delete(`/api/admin/challenges/${challengeId}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(204);
  await expect(challenge).toHaveCount(0, { timeout: 20_000 });

  // ---- The admin revokes the screen; the TV, reloaded, is turned off ----
  await card.getByRole('button', { name: tvRevokeLabel(screenName) }).click();
  await page.getByRole('button', { name: TV_REVOKE_OK, exact: true }).click();
  await expect(page.getByText(TV_REVOKED)).toBeVisible();
  await expect(card.getByRole('button', { name: tvRevokeLabel(screenName) })).toHaveCount(0);
  await tv.reload();
  await expect(tv.getByRole('heading', { level: 1, name: TV_INVALID_TITLE })).toBeVisible();
  await expect(tv.getByText(TV_TOKEN_INVALID)).toBeVisible();
  await expectNoSeriousA11yViolations(tv, 'the turned-off showroom screen');
  await screenshot(tv, testInfo, 'tv-screen-revoked');

  await tvContext.close();
  await bookerContext.close();
});
