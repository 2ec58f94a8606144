import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import carsEn from '../../../../public/locales/en/cars.json';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CARS_NS } from '../hooks/use-cars-translation.ts';
import { DriverFields, type DriverForm, type DriverRules } from './driver-fields.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', CARS_NS, carsEn, true, true);
  i18next.addResourceBundle('en', 'booking', bookingEn, true, true);
});

// The car checkout's driver (decision 0110): a Date of birth field only for an offer whose rental
// company needs it, checked against the stated age on the pick-up day.

function Driver({ rules }: { rules: DriverRules }) {
  const form = useForm<DriverForm>({ mode: 'onChange', defaultValues: { firstName: '', lastName: '', age: '30', flightNumber: '', birthDate: '' } });
  return <DriverFields form={form} rules={rules} />;
}

const sandbox: DriverRules = { minDriverAge: 21, driverAge: 30 };
const duffel: DriverRules = { ...sandbox, birthDateRequired: true, pickupDate: '2030-03-01' };

describe('the driver’s date of birth', () => {
  it('is not asked when the rental company does not need it', async () => {
    mockApi({});
    renderApp(<Driver rules={sandbox} />);
    await screen.findByLabelText('Age at pick-up');
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
  });

  it('is asked when it does, and must give the stated age at pick-up', async () => {
    mockApi({});
    const { user } = renderApp(<Driver rules={duffel} />);
    const field = await screen.findByLabelText('Date of birth');
    expect(field).toHaveAttribute('type', 'date');
    expect(field).toHaveAttribute('max', '2030-03-01');
    await user.type(field, '1990-01-01');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This date of birth makes the driver 40 at pick-up, not 30.'));
    await user.clear(field);
    await user.type(field, '2000-01-01');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
