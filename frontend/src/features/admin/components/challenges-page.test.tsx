import { screen, waitFor, within } from '@testing-library/react';
import type { AdminChallenge } from '@tint/libs/api-types';
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { addDaysToDate, todayInZone } from '@tint/libs/slots';
import {
  CHALLENGE_CREATED,
  CHALLENGE_ENDED_NOTICE,
  CHALLENGE_NAME_LABEL,
  CHALLENGE_REWARD_AMOUNT_LABEL,
  CHALLENGE_TARGET_LABEL,
  END_CHALLENGE_OK,
  NEW_CHALLENGE,
  NO_CHALLENGES,
  STATUS_LABELS,
  endChallengeLabel,
} from '@tint/libs/texts/challenges';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, buttonWithText, headerOf, renderAdminPart, stubAdminApi } from '@/testing/admin-fixtures';
import { callsTo, jsonResponse, sentJson } from '@/testing/fetch-stub';
import { setDesktopViewport } from '@/testing/match-media';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { ChallengesCard } from './challenges-page';

const TODAY = todayInZone(new Date(), DEFAULT_BUSINESS_TIMEZONE);
const END = addDaysToDate(TODAY, 6);

const challenge = (overrides: Partial<AdminChallenge> = {}): AdminChallenge => ({
  id: 'challenge-1',
  name: 'Holiday sprint',
  metric: 'bookings',
  target: 5,
  rewardType: 'gift_card',
  rewardAmount: '25.00',
  rewardDescription: 'Maui Coffee',
  startDate: '2030-12-01',
  endDate: '2030-12-24',
  eligibility: 'dealerships',
  dealerships: ['Aloha Kia', 'Maui Toyota'],
  status: 'active',
  endedAt: null,
  createdAt: '2030-11-20T19:30:00.000Z',
  completedCount: 2,
  ...overrides,
});

describe('Challenges page', { timeout: 40_000 }, () => {
  it('lists the challenges with goal, reward, dates, who takes part and how many completed', async () => {
    setDesktopViewport();
    const fetchMock = stubAdminApi({ handlers: { 'GET /api/admin/challenges': () => jsonResponse([challenge()]) } });
    renderAdminPart(
      <MemoryRouter>
        <ChallengesCard />
      </MemoryRouter>,
    );
    const row = (await screen.findByText('Holiday sprint')).closest('tr') as HTMLElement;
    for (const text of [STATUS_LABELS.active, '5 bookings', '$25.00 Maui Coffee gift card', 'Dec 1, 2030 – Dec 24, 2030', 'Aloha Kia, Maui Toyota', '2']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(headerOf(callsTo(fetchMock, 'GET', '/api/admin/challenges')[0]?.[1], 'Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('creates a challenge from the dialog, and ends one after a confirmation', async () => {
    setDesktopViewport();
    let list: AdminChallenge[] = [];
    const fetchMock = stubAdminApi({
      handlers: {
        'GET /api/admin/challenges': () => jsonResponse(list),
        'POST /api/admin/challenges': (init) => {
          list = [challenge({ ...(sentJson(init) as Partial<AdminChallenge>), id: 'challenge-2', completedCount: 0 })];
          return jsonResponse(list[0], 201);
        },
        'PATCH /api/admin/challenges/challenge-2': () => {
          list = [{ ...list[0]!, status: 'ended' }];
          return jsonResponse(list[0]);
        },
      },
    });
    const user = setupUser();
    renderAdminPart(
      <MemoryRouter>
        <ChallengesCard />
      </MemoryRouter>,
    );
    await expectTextsShown(NO_CHALLENGES);

    await user.click(buttonWithText(NEW_CHALLENGE));
    const dialog = await screen.findByRole('dialog', { name: NEW_CHALLENGE });
    await user.type(within(dialog).getByLabelText(CHALLENGE_NAME_LABEL), '  Week sprint ');
    await user.type(within(dialog).getByLabelText(CHALLENGE_TARGET_LABEL), '3');
    await user.type(within(dialog).getByLabelText(CHALLENGE_REWARD_AMOUNT_LABEL), '50');
    const [first, last] = Array.from(dialog.querySelectorAll<HTMLInputElement>('.ant-picker-range input'));
    await user.click(first!);
    await user.paste(TODAY);
    await user.keyboard('{Enter}');
    await user.click(last!);
    await user.paste(END);
    // Enter takes the last day and sends the form, as the Create button does.
    await user.keyboard('{Enter}');

    await expectTextsShown(CHALLENGE_CREATED);
    expect(sentJson(callsTo(fetchMock, 'POST', '/api/admin/challenges')[0]?.[1])).toEqual({
      name: 'Week sprint',
      metric: 'bookings',
      target: 3,
      rewardType: 'cash',
      rewardAmount: '50',
      rewardDescription: null,
      startDate: TODAY,
      endDate: END,
      eligibility: 'everyone',
      dealerships: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NEW_CHALLENGE })).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: endChallengeLabel('Week sprint') }));
    await user.click(buttonWithText(END_CHALLENGE_OK));
    await expectTextsShown(CHALLENGE_ENDED_NOTICE);
    expect(sentJson(callsTo(fetchMock, 'PATCH', '/api/admin/challenges/challenge-2')[0]?.[1])).toEqual({ status: 'ended' });
  });
});
