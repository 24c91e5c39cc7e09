import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ClientConfig, TestAppointmentRequest } from '@tint/libs/api-types';
import { DEFAULT_BUSINESS_TIMEZONE } from '@tint/libs/constants';
import { SLOT_TIMES, addDaysToDate, isWeekend, todayInZone } from '@tint/libs/slots';
import { EMAIL_INVALID, FIRST_NAME_REQUIRED, DATE_NOT_BOOKABLE, dateBeyondHorizon } from '@tint/libs/validation-messages';
import {
  DATE_LABEL,
  FIRST_NAME_LABEL,
  LAST_NAME_LABEL,
  PACKAGE_LABEL,
  PHONE_LABEL,
  TIME_LABEL,
} from '@tint/libs/texts/common';
import {
  EMAIL_OPTIONAL_LABEL,
  NETWORK_ERROR_HEADING,
  SUCCESS_HEADING,
  TEST_BOOKING_INTRO,
  TEST_BOOKING_SAMPLE,
  TEST_BOOKING_SUBMIT,
  TEST_BOOKING_SUBMITTING,
  TEST_BOOKING_TITLE,
  VEHICLE_YEAR_LABEL,
  httpStatusTag,
} from '@tint/libs/texts/test-booking';
import { TEST_BOOKING_PACKAGES, TINT_PACKAGE_INFO } from '@tint/libs/prices';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { callsTo, jsonResponse, sentJson, stubApi } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { expectTextsShown } from '@/testing/texts-shown';
import { setupUser } from '@/testing/user';
import { nextWeekday } from '../next-weekday';

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

/** POST /api/test-appointments answers with `answer`; anything else is a 404 (no sign-in is needed). */
function stubTestAppointments(answer: Answer) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    if (url === '/api/test-appointments' && init?.method === 'POST') return answer(init);
    return new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function postedBody(fetchMock: ReturnType<typeof stubTestAppointments>): TestAppointmentRequest {
  const call = fetchMock.mock.calls.find(([input]) => input === '/api/test-appointments');
  return sentJson(call?.[1]) as TestAppointmentRequest;
}

function submitButton(): HTMLButtonElement {
  const button = screen
    .getByText(/^(Test Appointment Creation|Creating Appointment\.\.\.)$/, { selector: 'button span' })
    .closest('button');
  if (!button) throw new Error('No submit button');
  return button;
}

/** The labels of the open dropdown's options. */
function openOptions(): string[] {
  const items = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  return Array.from(items, (item) => item.textContent);
}

async function openPage() {
  const user = setupUser();
  renderApp('/test-booking');
  expect(await screen.findByRole('heading', { level: 1, name: TEST_BOOKING_TITLE })).toBeInTheDocument();
  return user;
}

async function replace(user: UserEvent, label: string, value: string) {
  const input = screen.getByLabelText(label, { selector: 'input' });
  await user.clear(input);
  if (value) {
    await user.click(input);
    await user.paste(value);
  }
}

describe('/test-booking', () => {
  it('says what it is for and comes with sample values for an upcoming weekday (the next one when the server names no free slot)', async () => {
    stubTestAppointments(() => jsonResponse({}, 201));
    await openPage();

    expect(screen.getByText(TEST_BOOKING_INTRO)).toBeInTheDocument();
    expect(screen.getByLabelText(FIRST_NAME_LABEL, { selector: 'input' })).toHaveValue(TEST_BOOKING_SAMPLE.customerFirstName);
    expect(screen.getByLabelText(LAST_NAME_LABEL, { selector: 'input' })).toHaveValue(TEST_BOOKING_SAMPLE.customerLastName);
    expect(screen.getByLabelText(PHONE_LABEL, { selector: 'input' })).not.toHaveValue('');
    expect(screen.getByLabelText(VEHICLE_YEAR_LABEL, { selector: 'input' })).toHaveValue(TEST_BOOKING_SAMPLE.vehicleYear);
    const date = (screen.getByLabelText(DATE_LABEL, { selector: 'input' }) as HTMLInputElement).value;
    // The server's zone is unknown here (no client configuration), so the rules' default stands in.
    expect(date).toBe(nextWeekday(DEFAULT_BUSINESS_TIMEZONE));
    expect(isWeekend(date)).toBe(false);
    expect(date > todayInZone(new Date())).toBe(true);
    expect(screen.getByRole('combobox', { name: PACKAGE_LABEL }).closest('.ant-form-item')).toHaveTextContent(TINT_PACKAGE_INFO.ceramic.name);
    expect(screen.getByRole('combobox', { name: TIME_LABEL }).closest('.ant-form-item')).toHaveTextContent('10:30 AM');
  });

  it('starts from the first slot the server still has free, so the first click books it', async () => {
    // The weekday after the next one: not the page's own fallback.
    let date = addDaysToDate(nextWeekday(DEFAULT_BUSINESS_TIMEZONE), 1);
    while (isWeekend(date)) date = addDaysToDate(date, 1);
    const firstOpen = { appointmentDate: date, appointmentTime: '12:30 PM' };
    const fetchMock = stubApi({
      'GET /api/test-appointments/first-open-slot': () => jsonResponse(firstOpen),
      'POST /api/test-appointments': () => jsonResponse({ id: 'apt-1', isTest: true }, 201),
    });
    const user = await openPage();

    expect(screen.getByLabelText(DATE_LABEL, { selector: 'input' })).toHaveValue(firstOpen.appointmentDate);
    expect(screen.getByRole('combobox', { name: TIME_LABEL }).closest('.ant-form-item')).toHaveTextContent(firstOpen.appointmentTime);
    await user.click(submitButton());
    await screen.findByTestId('test-booking-success');
    expect(sentJson(callsTo(fetchMock, 'POST', '/api/test-appointments')[0]?.[1])).toMatchObject(firstOpen);
  });

  it("counts from today in the server's business time zone, not the default one", async () => {
    // Thursday 6 June 2030, 7 pm in Honolulu, is already Friday 7 June, 1 am, in New York.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-07T05:00:00.000Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const config: Pick<ClientConfig, 'testBookingEnabled' | 'businessTimeZone'> = { testBookingEnabled: true, businessTimeZone: 'America/New_York' };
    stubApi({ 'GET /api/client-config': () => jsonResponse(config) });
    await openPage();

    const date = (screen.getByLabelText(DATE_LABEL, { selector: 'input' }) as HTMLInputElement).value;
    // The first weekday after Friday in New York; in Honolulu it would have been that Friday.
    expect(date).toBe('2030-06-10');
    expect(nextWeekday(DEFAULT_BUSINESS_TIMEZONE)).toBe('2030-06-07');
  });

  it("offers dates from today up to the server's booking horizon, and refuses one typed beyond it in the server's words", async () => {
    // Monday 3 June 2030, 10 am in Honolulu; 10 days ahead is Thursday the 13th.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-06-03T20:00:00.000Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const config: Pick<ClientConfig, 'testBookingEnabled' | 'businessTimeZone' | 'bookingHorizonDays'> = {
      testBookingEnabled: true,
      businessTimeZone: DEFAULT_BUSINESS_TIMEZONE,
      bookingHorizonDays: 10,
    };
    const fetchMock = stubApi({
      'GET /api/client-config': () => jsonResponse(config),
      'POST /api/test-appointments': () => jsonResponse({ id: 'apt-1', isTest: true }, 201),
    });
    const user = await openPage();

    const date = screen.getByLabelText(DATE_LABEL, { selector: 'input' });
    expect(date).toHaveAttribute('min', '2030-06-03');
    expect(date).toHaveAttribute('max', '2030-06-13');

    await replace(user, DATE_LABEL, '2030-06-14');
    await user.click(submitButton());
    await expectTextsShown(dateBeyondHorizon(10));
    expect(callsTo(fetchMock, 'POST', '/api/test-appointments')).toHaveLength(0);

    await replace(user, DATE_LABEL, '2030-06-13');
    await user.click(submitButton());
    await screen.findByTestId('test-booking-success');
    expect(sentJson(callsTo(fetchMock, 'POST', '/api/test-appointments')[0]?.[1])).toMatchObject({ appointmentDate: '2030-06-13' });
  });

  it('offers the packages ceramic, carbon, signature and the three times', async () => {
    stubTestAppointments(() => jsonResponse({}, 201));
    const user = await openPage();

    await user.click(screen.getByRole('combobox', { name: PACKAGE_LABEL }));
    await waitFor(() => expect(openOptions()).toEqual(TEST_BOOKING_PACKAGES.map((id) => TINT_PACKAGE_INFO[id].name)));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: TIME_LABEL }));
    await waitFor(() => expect(openOptions()).toEqual([...SLOT_TIMES]));
  });

  it('creates the appointment and shows the answer as raw JSON', async () => {
    let answer: (response: Response) => void = () => undefined;
    const created = { id: 'apt-9', customerFirstName: 'Test', isTest: true, estimatedPrice: '600.00', commission: '25.00' };
    const fetchMock = stubTestAppointments(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const user = await openPage();

    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent(TEST_BOOKING_SUBMITTING));
    expect(postedBody(fetchMock)).toEqual({
      ...TEST_BOOKING_SAMPLE,
      tintPackageId: 'ceramic',
      appointmentDate: nextWeekday(DEFAULT_BUSINESS_TIMEZONE),
      appointmentTime: '10:30 AM',
      estimatedPrice: '600.00',
      commission: '25',
    });

    answer(jsonResponse(created, 201));
    const panel = await screen.findByTestId('test-booking-success');
    expect(panel).toHaveClass('test-result-success');
    expect(within(panel).getByText(SUCCESS_HEADING)).toBeInTheDocument();
    expect(within(panel).getByText(httpStatusTag(201))).toBeInTheDocument();
    expect(panel.querySelector('pre')?.textContent).toBe(JSON.stringify(created, null, 2));
    expect(panel).toHaveTextContent('"isTest": true');
    expect(submitButton()).toHaveTextContent(TEST_BOOKING_SUBMIT);
  });

  it('shows a refused request as the raw error JSON in a red panel', async () => {
    const error = { statusCode: 400, message: DATE_NOT_BOOKABLE };
    stubTestAppointments(() => jsonResponse(error, 400));
    const user = await openPage();

    await user.click(submitButton());
    const panel = await screen.findByTestId('test-booking-error');
    expect(panel).toHaveClass('test-result-error');
    expect(within(panel).getByText(httpStatusTag(400))).toBeInTheDocument();
    expect(panel.querySelector('pre')?.textContent).toBe(JSON.stringify(error, null, 2));
    expect(screen.queryByTestId('test-booking-success')).not.toBeInTheDocument();
  });

  it('shows a network failure with its message in the red panel', async () => {
    stubTestAppointments(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = await openPage();

    await user.click(submitButton());
    const panel = await screen.findByTestId('test-booking-error');
    expect(within(panel).getByText(NETWORK_ERROR_HEADING)).toBeInTheDocument();
    expect(panel.querySelector('pre')?.textContent).toBe('Failed to fetch');
  });

  it('requires the fields, and accepts no email but not a malformed one', async () => {
    const fetchMock = stubTestAppointments(() => jsonResponse({ id: 'apt-1', isTest: true }, 201));
    const user = await openPage();

    await replace(user, FIRST_NAME_LABEL, '');
    await replace(user, EMAIL_OPTIONAL_LABEL, 'not-an-email');
    await user.click(submitButton());
    await expectTextsShown(FIRST_NAME_REQUIRED, EMAIL_INVALID);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/test-appointments', expect.anything());

    await replace(user, FIRST_NAME_LABEL, 'Kai');
    await replace(user, EMAIL_OPTIONAL_LABEL, '');
    await user.click(submitButton());
    await screen.findByTestId('test-booking-success');
    const body = postedBody(fetchMock);
    expect(body.customerFirstName).toBe('Kai');
    expect(body).not.toHaveProperty('customerEmail');
  });
});
