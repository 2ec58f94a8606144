import type { ServiceKey } from '@tripfront/domain/booking/products';
import type { SearchValuesByService } from '@tripfront/domain/search';
import { ActivitySearchForm } from './activity-search-form.tsx';
import { CarSearchForm } from './car-search-form.tsx';
import { CruiseSearchForm } from './cruise-search-form.tsx';
import { FlightSearchForm } from './flight-search-form.tsx';
import { HotelSearchForm } from './hotel-search-form.tsx';
import { ResortSearchForm } from './resort-search-form.tsx';

export interface ServiceSearchFormProps<S extends ServiceKey> {
  service: S;
  label: string;
  initialQuery?: SearchValuesByService[S];
  onSubmit: (values: SearchValuesByService[S]) => void;
  /** The submit button's words, when not "Search". */
  submitLabel?: string;
}

/** The search form of one service. */
export function ServiceSearchForm<S extends ServiceKey>(props: ServiceSearchFormProps<S>) {
  // Each branch narrows S by hand: TypeScript does not narrow a generic from its discriminant.
  const { label, submitLabel } = props;
  switch (props.service) {
    case 'hotels': {
      const p = props as unknown as ServiceSearchFormProps<'hotels'>;
      return <HotelSearchForm label={label} submitLabel={submitLabel} initialQuery={p.initialQuery} onSubmit={p.onSubmit} />;
    }
    case 'flights': {
      const p = props as unknown as ServiceSearchFormProps<'flights'>;
      return <FlightSearchForm label={label} submitLabel={submitLabel} initialQuery={p.initialQuery} onSubmit={p.onSubmit} />;
    }
    case 'cars': {
      const p = props as unknown as ServiceSearchFormProps<'cars'>;
      return <CarSearchForm label={label} submitLabel={submitLabel} initialQuery={p.initialQuery} onSubmit={p.onSubmit} />;
    }
    case 'activities': {
      const p = props as unknown as ServiceSearchFormProps<'activities'>;
      return <ActivitySearchForm label={label} submitLabel={submitLabel} initialQuery={p.initialQuery} onSubmit={p.onSubmit} />;
    }
    case 'cruise': {
      const p = props as unknown as ServiceSearchFormProps<'cruise'>;
      return <CruiseSearchForm label={label} submitLabel={submitLabel} initialQuery={p.initialQuery} onSubmit={p.onSubmit} />;
    }
    case 'resorts': {
      const p = props as unknown as ServiceSearchFormProps<'resorts'>;
      return <ResortSearchForm label={label} submitLabel={submitLabel} initialQuery={p.initialQuery} onSubmit={p.onSubmit} />;
    }
    default:
      return null;
  }
}
