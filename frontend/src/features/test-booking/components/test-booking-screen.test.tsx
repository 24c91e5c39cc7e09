import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TestAppointmentRequest } from '@tint/libs/api-types';
import { isWeekend, todayInZone } from '@tint/libs/slots';
import { EMAIL_INVALID, FIRST_NAME_REQUIRED, DATE_NOT_BOOKABLE } from '@tint/libs/validation-messages';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, sentJson } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/render-app';
import { setupUser } from '@/testing/user';
import { nextWeekday } from '../next-weekday';

configure({ asyncUtilTimeout: 5000 });

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
  expect(await screen.findByRole('heading', { level: 1, name: 'Test Booking' })).toBeInTheDocument();
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
  it('says what it is for and comes with sample values for an upcoming weekday', async () => {
    stubTestAppointments(() => jsonResponse({}, 201));
    await openPage();

    expect(screen.getByText('This page tests appointment creation without authentication.')).toBeInTheDocument();
    expect(screen.getByLabelText('First name', { selector: 'input' })).toHaveValue('Test');
    expect(screen.getByLabelText('Last name', { selector: 'input' })).toHaveValue('Customer');
    expect(screen.getByLabelText('Phone', { selector: 'input' })).not.toHaveValue('');
    expect(screen.getByLabelText('Vehicle year', { selector: 'input' })).toHaveValue('2024');
    const date = (screen.getByLabelText('Date', { selector: 'input' }) as HTMLInputElement).value;
    expect(date).toBe(nextWeekday());
    expect(isWeekend(date)).toBe(false);
    expect(date > todayInZone(new Date())).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Package' }).closest('.ant-form-item')).toHaveTextContent('Ceramic');
    expect(screen.getByRole('combobox', { name: 'Time' }).closest('.ant-form-item')).toHaveTextContent('10:30 AM');
  });

  it('offers the packages ceramic, carbon, signature and the three times', async () => {
    stubTestAppointments(() => jsonResponse({}, 201));
    const user = await openPage();

    await user.click(screen.getByRole('combobox', { name: 'Package' }));
    await waitFor(() => expect(openOptions()).toEqual(['Ceramic', 'Carbon', 'Signature Ceramic']));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    await waitFor(() => expect(openOptions()).toEqual(['8:30 AM', '10:30 AM', '12:30 PM']));
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
    await waitFor(() => expect(submitButton()).toHaveTextContent('Creating Appointment...'));
    expect(postedBody(fetchMock)).toEqual({
      customerFirstName: 'Test',
      customerLastName: 'Customer',
      customerPhone: '(808) 555-0100',
      customerEmail: 'test.customer@example.com',
      vehicleYear: '2024',
      vehicleMake: 'Toyota',
      vehicleModel: 'Camry',
      tintPackageId: 'ceramic',
      appointmentDate: nextWeekday(),
      appointmentTime: '10:30 AM',
      estimatedPrice: '600.00',
      commission: '25',
    });

    answer(jsonResponse(created, 201));
    const panel = await screen.findByTestId('test-booking-success');
    expect(panel).toHaveClass('test-result-success');
    expect(within(panel).getByText('Appointment created')).toBeInTheDocument();
    expect(within(panel).getByText('HTTP 201')).toBeInTheDocument();
    expect(panel.querySelector('pre')?.textContent).toBe(JSON.stringify(created, null, 2));
    expect(panel).toHaveTextContent('"isTest": true');
    expect(submitButton()).toHaveTextContent('Test Appointment Creation');
  });

  it('shows a refused request as the raw error JSON in a red panel', async () => {
    const error = { statusCode: 400, message: DATE_NOT_BOOKABLE };
    stubTestAppointments(() => jsonResponse(error, 400));
    const user = await openPage();

    await user.click(submitButton());
    const panel = await screen.findByTestId('test-booking-error');
    expect(panel).toHaveClass('test-result-error');
    expect(within(panel).getByText('HTTP 400')).toBeInTheDocument();
    expect(panel.querySelector('pre')?.textContent).toBe(JSON.stringify(error, null, 2));
    expect(screen.queryByTestId('test-booking-success')).not.toBeInTheDocument();
  });

  it('shows a network failure with its message in the red panel', async () => {
    stubTestAppointments(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = await openPage();

    await user.click(submitButton());
    const panel = await screen.findByTestId('test-booking-error');
    expect(within(panel).getByText('Network error')).toBeInTheDocument();
    expect(panel.querySelector('pre')?.textContent).toBe('Failed to fetch');
  });

  it('requires the fields, and accepts no email but not a malformed one', async () => {
    const fetchMock = stubTestAppointments(() => jsonResponse({ id: 'apt-1', isTest: true }, 201));
    const user = await openPage();

    await replace(user, 'First name', '');
    await replace(user, 'Email (optional)', 'not-an-email');
    await user.click(submitButton());
    expect(await screen.findByText(FIRST_NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getByText(EMAIL_INVALID)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/test-appointments', expect.anything());

    await replace(user, 'First name', 'Kai');
    await replace(user, 'Email (optional)', '');
    await user.click(submitButton());
    await screen.findByTestId('test-booking-success');
    const body = postedBody(fetchMock);
    expect(body.customerFirstName).toBe('Kai');
    expect(body).not.toHaveProperty('customerEmail');
  });
});
