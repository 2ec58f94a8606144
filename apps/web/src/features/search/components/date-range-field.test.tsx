import { addCalendarDays, formatDisplayDate, type DateRange } from '@tripfront/domain/search';
import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import i18next from 'i18next';
import searchAr from '../../../../public/locales/ar/search.json';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render.tsx';
import { SEARCH_NS } from '../hooks/use-search-translation.ts';
import { loadSearchTranslations } from '../testing.tsx';
import { DateRangeField, type DateRangeFieldProps } from './date-range-field.tsx';

beforeAll(loadSearchTranslations);
afterEach(() => i18next.changeLanguage('en'));

const today = dayjs().format('YYYY-MM-DD');
const inDays = (n: number) => addCalendarDays(today, n);
/** react-day-picker names a day button by its full date ("Monday, March 1st, 2027"), with "selected" once chosen. */
const dayName = (date: string) => new RegExp(`${dayjs(date).format('MMMM D')}(st|nd|rd|th), ${dayjs(date).format('YYYY')}`);

type Props = Partial<Omit<DateRangeFieldProps, 'value' | 'onChange'>> & { initial?: DateRange };

function Field({ initial = { start: null, end: null }, ...props }: Props) {
  const [value, setValue] = useState<DateRange>(initial);
  return (
    <DateRangeField
      legend="Dates"
      startLabel="Check-in"
      endLabel="Check-out"
      earliest={today}
      minNights={1}
      capped
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

const open = async (user: ReturnType<typeof renderApp>['user']) => {
  await user.click(screen.getByRole('button', { name: /Choose dates on a calendar/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Dates' });
  await within(dialog).findAllByRole('grid');
  return dialog;
};

/** A day's button, going forward a month at a time until it shows. */
async function dayButton(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement, date: string) {
  while (!within(dialog).queryByRole('button', { name: dayName(date) })) await user.click(within(dialog).getByRole('button', { name: /next month/i }));
  return within(dialog).getByRole('button', { name: dayName(date) });
}

describe('date range picker', () => {
  it('opens from a button showing the range, picks a range with the arrow keys and Enter, then closes and gives focus back', async () => {
    const { user } = renderApp(<Field initial={{ start: inDays(3), end: null }} />);
    const trigger = screen.getByRole('button', { name: /Choose dates on a calendar/ });
    expect(trigger).toHaveTextContent(`${formatDisplayDate(inDays(3))} | Select date`);
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    const dialog = await open(user);
    // The chosen start has the focus; the end is asked for next.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(dayName(inDays(3))));
    expect(within(dialog).getByText('Now choose the last date.')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName(dayName(inDays(5)));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent(`${formatDisplayDate(inDays(3))} | ${formatDisplayDate(inDays(5))}`);
    expect(screen.getByLabelText('Check-in')).toHaveValue(inDays(3));
    expect(screen.getByLabelText('Check-out')).toHaveValue(inDays(5));
  });

  it('starts a new range after a complete one, and a day before the start starts again', async () => {
    const { user } = renderApp(<Field initial={{ start: inDays(10), end: inDays(12) }} />);
    const dialog = await open(user);
    await user.click(await dayButton(user, dialog, inDays(20)));
    expect(within(dialog).getByText('Now choose the last date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Check-out')).toHaveValue('');
    await user.click(await dayButton(user, dialog, inDays(15)));
    expect(screen.getByLabelText('Check-in')).toHaveValue(inDays(15));
    await user.click(await dayButton(user, dialog, inDays(16)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Check-out')).toHaveValue(inDays(16));
  });

  it('closes on Escape without changing the dates, focus back on the button', async () => {
    const { user } = renderApp(<Field initial={{ start: inDays(4), end: inDays(6) }} />);
    await open(user);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: /Choose dates on a calendar/ })).toHaveFocus();
    expect(screen.getByLabelText('Check-out')).toHaveValue(inDays(6));
  });

  it('disables the days before the earliest and, once a start is chosen, those past the 60-day cap', async () => {
    const { user } = renderApp(<Field earliest={inDays(2)} initial={{ start: inDays(2), end: null }} />);
    const dialog = await open(user);
    expect(within(dialog).getByRole('button', { name: dayName(inDays(2)) })).toBeEnabled();
    if (dayjs(inDays(1)).month() === dayjs(inDays(2)).month()) {
      expect(within(dialog).getByRole('button', { name: dayName(inDays(1)) })).toBeDisabled();
    }
    // Walk forward to the cap's month and check the days either side of it.
    expect(await dayButton(user, dialog, inDays(62))).toBeEnabled();
    // The day after the cap is disabled, or, when it starts the next month, no month past the cap is offered.
    const past = within(dialog).queryByRole('button', { name: dayName(inDays(63)) });
    if (past) expect(past).toBeDisabled();
    else {
      const next = within(dialog).getByRole('button', { name: /next month/i });
      expect(next.hasAttribute('disabled') || next.getAttribute('aria-disabled') === 'true').toBe(true);
    }
  });

  it('picks one date for a one-way trip', async () => {
    const { user } = renderApp(<Field withEnd={false} capped={false} minNights={0} />);
    const dialog = await open(user);
    await user.click(await dayButton(user, dialog, inDays(7)));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Check-in')).toHaveValue(inDays(7));
  });

  it('in Arabic: Arabic month names, right to left, and the arrows follow the reading direction', async () => {
    i18next.addResourceBundle('ar', SEARCH_NS, searchAr, true, true);
    await i18next.changeLanguage('ar');
    const { user } = renderApp(<Field initial={{ start: inDays(3), end: null }} />);
    await user.click(screen.getByRole('button', { name: /اختر التواريخ من التقويم/ }));
    const dialog = await screen.findByRole('dialog');
    const [grid] = await within(dialog).findAllByRole('grid');
    expect(dialog.querySelector('.rdp-root')).toHaveAttribute('dir', 'rtl');
    expect(grid).toHaveAccessibleName(/يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/);
    await waitFor(() => expect(document.activeElement).toHaveClass('rdp-day_button'));
    const from = document.activeElement?.closest('td')?.getAttribute('data-day');
    expect(from).toBe(inDays(3));
    // In a right-to-left grid the left arrow goes forward in time.
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.closest('td')?.getAttribute('data-day')).toBe(inDays(4));
  });
});
