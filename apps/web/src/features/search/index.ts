/**
 * Search feature: the /booknow/{service} search forms (spec §2, §3, §5, §7–§9). The forms take
 * `initialQuery` and `onSubmit`, so results pages can show them above their lists.
 */
export { SearchPage, loadSearchFormPage } from './components/search-page.tsx';
export { ServiceSearchForm } from './components/service-search-form.tsx';
export { HeroSearch } from './components/hero-search.tsx';
export { SearchSummaryBar, SearchSummaryText } from './components/search-summary-bar.tsx';
export { SEARCH_NS } from './hooks/use-search-translation.ts';
export { HotelSearchForm } from './components/hotel-search-form.tsx';
export { FlightSearchForm } from './components/flight-search-form.tsx';
export { CarSearchForm } from './components/car-search-form.tsx';
export { ActivitySearchForm } from './components/activity-search-form.tsx';
export { CruiseSearchForm } from './components/cruise-search-form.tsx';
export { ResortSearchForm } from './components/resort-search-form.tsx';
export { useSearchContext } from './hooks/use-search-context.ts';
export { HotelPlacePicker } from './components/hotel-place-picker.tsx';
