import { configure, screen } from '@testing-library/react';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { Outlet } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import profileEn from '../../../../public/locales/en/profile.json';
import settingsEn from '../../../../public/locales/en/settings.json';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { makeAgency, makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { SETTINGS_NS, settingsRoutes } from '../../settings/index.ts';
import { PROFILE_NS } from '../hooks/use-profile-translation.ts';
import { loadProfilePage } from '../index.ts';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  i18next.addResourceBundle('en', SETTINGS_NS, settingsEn, true, true);
  i18next.addResourceBundle('en', PROFILE_NS, profileEn, true, true);
  await loadProfilePage();
});

const sam = makeAgent({ userType: 'SalesAgent', personal_info: { first_name: 'Sam', last_name: 'Sales', email: 'sam@sunrise.example' } });

describe('/settings/profile', { timeout: 20_000 }, () => {
  it('gives every agent the same profile forms as travellers: a sales agent renames themself', async () => {
    mockApi({
      'PUT /api/user/profile': ({ body }) => {
        const input = body as { firstName: string; lastName: string; profileImage: string };
        return { body: { data: { ...sam, personal_info: { ...sam.personal_info, first_name: input.firstName, last_name: input.lastName } } } };
      },
    });
    const agency = makeAgency();
    const { user, queryClient } = renderApp(null, {
      user: sam,
      agency,
      path: '/settings/profile',
      routes: [
        {
          element: (
            <>
              <Outlet />
              <ToastContainer />
            </>
          ),
          children: [settingsRoutes({ agency, signedIn: () => true, pages: { profile: loadProfilePage } })],
        },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Interface language')).toBeInTheDocument();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Samira');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'PUT')?.body).toEqual({ firstName: 'Samira', lastName: 'Sales', profileImage: '' });
    // The header reads the same signed-in user.
    expect(queryClient.getQueryData<SessionUser>(['user', 'me'])?.personal_info.first_name).toBe('Samira');
  });
});
