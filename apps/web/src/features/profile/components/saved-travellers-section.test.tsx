import type { SavedTraveller } from '@tripfront/domain/saved-travellers';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import profileEn from '../../../../public/locales/en/profile.json';
import { makeSavedTraveller, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { PROFILE_NS } from '../hooks/use-profile-translation.ts';
import { SavedTravellersSection } from './saved-travellers-section.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', PROFILE_NS, profileEn, true, true);
});

const ada = makeSavedTraveller();

/** The API as a list in memory: GET answers it, POST adds, DELETE removes. */
function serve(initial: SavedTraveller[]) {
  let list = [...initial];
  mockApi({
    'GET /api/user/travellers': () => ({ body: { data: list } }),
    'POST /api/user/travellers': ({ body }) => {
      const saved = { ...(body as SavedTraveller), id: '00000000-0000-4000-8000-000000000002' };
      list = [...list, saved];
      return { status: 201, body: { data: saved } };
    },
    [`DELETE /api/user/travellers/${ada.id}`]: () => {
      list = list.filter((p) => p.id !== ada.id);
      return { status: 200, body: {} };
    },
  });
}

describe('saved travellers on the profile', { timeout: 20_000 }, () => {
  it('lists them with the passport shown by its last three characters, and deletes one', async () => {
    serve([ada]);
    const { user } = renderApp(<SavedTravellersSection />, { user: makeUser() });
    const item = (await screen.findByText('Ms Ada Lovelace')).closest('li')!;
    expect(item).toHaveTextContent('passport ending 567');
    expect(item).not.toHaveTextContent('AB1234567');
    await user.click(within(item).getByRole('button', { name: 'Delete Ms Ada Lovelace' }));
    expect(await screen.findByText('No saved travellers yet.')).toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([`/api/user/travellers/${ada.id}`]);
  });

  it('adds one, asking for the names and a whole passport, and sends blank fields as none', async () => {
    serve([]);
    const { user } = renderApp(<SavedTravellersSection />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Add a traveller' }));
    const form = screen.getByRole('form', { name: 'Add a traveller' });
    await user.type(within(form).getByLabelText('Passport number'), 'X1234567');
    await user.click(within(form).getByRole('button', { name: 'Save traveller' }));
    expect(await within(form).findByText('Please enter the first name.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the last name.')).toBeInTheDocument();
    expect(within(form).getAllByText('A passport needs its number, expiry date and issuing country.')).toHaveLength(2);
    expect(fetchCalls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('First name'), 'Grace');
    await user.type(within(form).getByLabelText('Last name'), 'Hopper');
    await user.clear(within(form).getByLabelText('Passport number'));
    await user.click(within(form).getByRole('button', { name: 'Save traveller' }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')?.body).toEqual({
      title: null,
      firstName: 'Grace',
      lastName: 'Hopper',
      birthDate: null,
      nationality: null,
      passport: null,
    });
  });
});
