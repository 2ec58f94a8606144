import dayjs from 'dayjs';

/** The calendar date `offset` days from today, as the date inputs take it (YYYY-MM-DD). */
export const day = (offset: number): string => dayjs().add(offset, 'day').format('YYYY-MM-DD');
