import type { SearchContext } from '@tripfront/domain/search';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useAgency } from '../../agency/index.ts';

/** Today in the visitor's time zone and the agency's same-day-booking restriction (spec §3, §9). */
export function useSearchContext(): SearchContext {
  const agency = useAgency();
  const today = dayjs().format('YYYY-MM-DD');
  const { hotel, activities, car } = agency.disallowSameDayBooking;
  return useMemo(() => ({ today, restriction: { hotel, activities, car } }), [today, hotel, activities, car]);
}
