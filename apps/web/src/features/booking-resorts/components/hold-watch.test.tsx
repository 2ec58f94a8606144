import { act, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import resortsEn from '../../../../public/locales/en/resorts.json';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { RESORTS_NS } from '../hooks/use-resorts-translation.ts';
import { HoldWatch } from './hold-watch.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', RESORTS_NS, resortsEn, true, true);
});

const REF = 'RH-0A1B2C3D4E';
const view = (status: string) => ({
  referenceNumber: REF,
  status,
  expiresAt: new Date(Date.now() + 900_000).toISOString(),
  resortId: 'sbx-r-101-1',
  resortName: 'Azure Cancún Resort & Spa',
  roomType: 'suite',
  roomName: 'One-Bedroom Suite',
  checkIn: '2030-03-01',
  checkOut: '2030-03-04',
  guests: 2,
  total: { amount: 120000, currency: 'USD' },
});
const releases = () => fetchCalls.filter((c) => c.method === 'PUT' && c.url.pathname === '/resort-api/itineraries');

describe('the held room while the traveller pays (issue #19)', () => {
  it('shows what hold-check says, and releases the hold with status=RELEASE once the traveller leaves', async () => {
    mockApi({
      'GET /resort-api/properties/hold-check': { body: { data: view('HELD') } },
      'PUT /resort-api/itineraries': { body: { data: view('RELEASED'), released: true } },
    });
    const { unmount } = renderApp(<HoldWatch reference={REF} expiresAt={new Date(Date.now() + 900_000).toISOString()} />, { path: '/booknow/resort/checkout' });
    expect(await screen.findByText('The resort is holding this room for you.')).toBeInTheDocument();
    expect(releases()).toEqual([]);
    unmount();
    await waitFor(() => expect(releases()).toHaveLength(1));
    expect(Object.fromEntries(releases()[0]!.url.searchParams)).toEqual({ reference_number: REF, status: 'RELEASE' });
    expect(releases()[0]!.body).toBeUndefined();
  });

  it("releases the hold when it runs out, and says the server's reason, else 'Internal Server Error', when that fails", async () => {
    mockApi({
      'GET /resort-api/properties/hold-check': { body: { data: view('HELD') } },
      'PUT /resort-api/itineraries': { status: 502, body: {} },
    });
    renderApp(<HoldWatch reference={REF} expiresAt={new Date(Date.now() + 50).toISOString()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Internal Server Error$/);
    expect(releases()).toHaveLength(1);
  });

  it('shows the server’s message when the release fails with one', async () => {
    mockApi({
      'GET /resort-api/properties/hold-check': { body: { data: view('HELD') } },
      'PUT /resort-api/itineraries': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'The resort is not answering.' } },
    });
    renderApp(<HoldWatch reference={REF} expiresAt={new Date(Date.now() + 50).toISOString()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The resort is not answering.');
    await act(async () => undefined);
  });
});
