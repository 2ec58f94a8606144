import type { ActivityCategory, ParticipantType } from '@tripfront/domain/booking/activity-api';
import { createRng } from '../prng.ts';
import { destinationPoint } from '../world/geo.ts';
import type { RawActivity, RawRate } from './raw-types.ts';

// What the sandbox says about one of its tours beyond the deal card (issue #18, decision 0050):
// description, itinerary, inclusions and exclusions, meeting point, guides' languages and the price
// of each participant type. Deterministic by product code, like everything in the sandbox.

export interface ActivityContent {
  description: string;
  itinerary: { title: string; minutes: number }[];
  inclusions: string[];
  exclusions: string[];
  meetingPoint: { name: string; address: string; latitude: number; longitude: number };
  languages: string[];
  /** Free cancellation until this many hours before the start; null when not refundable. */
  cancellationHours: number | null;
}

/** Hours before the start that free cancellation ends, for the tours that have it. */
export const FREE_CANCELLATION_HOURS = 24;

const INTRO: Readonly<Record<ActivityCategory, string>> = {
  tours: 'Discover {c} with a licensed local guide who knows every story behind its streets and squares.',
  food: 'Taste your way through {c} with a local food lover, from family-run stalls to the places locals queue for.',
  cruises: 'See {c} from the water as the light changes, with commentary on the landmarks along the way.',
  outdoor: 'Get out into the fresh air around {c} at an easy pace, with stops for photos and a local guide.',
  culture: 'Skip the ticket queues and spend your time on the art and history that made {c}.',
  classes: 'Learn something to take home from {c}: a small group, a patient host and hands-on practice.',
  adventure: 'A once-in-a-trip experience near {c}, run by certified crews with safety first.',
};

const STEPS: Readonly<Record<ActivityCategory, readonly string[]>> = {
  tours: ['Meet your guide', 'Old town and main square', 'Cathedral and viewpoints', 'Coffee stop', 'Farewell at the river'],
  food: ['Meet your host', 'Market tasting', 'Street food stalls', 'Family bakery', 'Dessert and goodbye'],
  cruises: ['Boarding', 'Harbour and old docks', 'Sunset on deck', 'Return to the pier'],
  outdoor: ['Safety briefing', 'First stretch along the water', 'Rest stop with views', 'Return ride'],
  culture: ['Priority entrance', 'Highlights of the collection', 'Free time in the galleries'],
  classes: ['Welcome drink', 'Introduction and tips', 'Hands-on practice', 'Enjoy what you made'],
  adventure: ['Check-in and safety briefing', 'Getting ready', 'The experience', 'Certificate and photos'],
};

const INCLUDED: Readonly<Record<ActivityCategory, readonly string[]>> = {
  tours: ['Licensed local guide', 'Small group', 'Map and tips for the rest of your stay'],
  food: ['Local food host', '8 tastings', 'Bottled water'],
  cruises: ['Boat cruise', 'Live commentary', 'One drink on board'],
  outdoor: ['Equipment and helmet', 'Guide', 'Insurance'],
  culture: ['Skip-the-line entrance', 'Audio guide', 'Museum map'],
  classes: ['All ingredients and tools', 'Recipes to take home', 'Welcome drink'],
  adventure: ['Certified pilot or instructor', 'Safety equipment', 'Flight certificate'],
};

const EXCLUDED: Readonly<Record<ActivityCategory, readonly string[]>> = {
  tours: ['Food and drinks', 'Hotel pick-up and drop-off', 'Gratuities'],
  food: ['Alcoholic drinks beyond the tastings', 'Hotel pick-up and drop-off'],
  cruises: ['Hotel pick-up and drop-off', 'Food'],
  outdoor: ['Food and drinks', 'Gratuities'],
  culture: ['Guided tour', 'Temporary exhibitions'],
  classes: ['Hotel pick-up and drop-off', 'Gratuities'],
  adventure: ['Hotel pick-up and drop-off', 'Photos and video (available to buy)'],
};

const MEETING: readonly string[] = [
  'Main entrance of the Tourist Information Centre',
  'In front of the Central Station clock',
  'By the fountain on the Old Market Square',
  'Pier 3 ticket kiosk',
  'Lobby of the City Museum',
];
const OTHER_LANGUAGES = ['es', 'fr', 'de', 'it', 'pt', 'ar', 'ja'] as const;

/** The whole tour's content from its deal facts. */
export function activityContent(a: RawActivity): ActivityContent {
  const r = createRng('activity-content', a.product_code);
  const steps = STEPS[a.category];
  const each = Math.max(10, Math.round(a.duration_minutes / steps.length / 5) * 5);
  const meet = destinationPoint(a.lat, a.lon, r.float(0.05, 0.4), r.float(0, 360));
  const street = r.int(1, 120);
  return {
    description: `${INTRO[a.category].replace('{c}', a.city)} ${a.title} lasts ${Math.round(a.duration_minutes / 6) / 10} hours and is limited to small groups, so there is time for your questions.`,
    itinerary: steps.map((title) => ({ title, minutes: a.duration_minutes >= 1440 ? 0 : each })),
    inclusions: [...INCLUDED[a.category]],
    exclusions: [...EXCLUDED[a.category]],
    meetingPoint: { name: r.pick(MEETING), address: `${street} Market Street, ${a.city}`, latitude: meet.latitude, longitude: meet.longitude },
    languages: ['en', ...r.sample(OTHER_LANGUAGES, r.int(0, 2))],
    cancellationHours: a.free_cancellation ? FREE_CANCELLATION_HOURS : null,
  };
}

/** Of the adult's price: children 70 %, seniors 90 %, infants go free (and take no place: decision 0050). */
export const TYPE_SHARE: Readonly<Record<ParticipantType, number>> = { adult: 1, child: 0.7, infant: 0, senior: 0.9 };

/** One participant's rate of a type (the deal's rate is the adult's). */
export function typeRate(adult: RawRate, type: ParticipantType): RawRate {
  const share = TYPE_SHARE[type];
  return {
    currency: 'USD',
    net_cents: Math.round(adult.net_cents * share),
    tax_cents: Math.round(adult.tax_cents * share),
    public_cents: Math.round(adult.public_cents * share),
    suggested_cents: Math.round(adult.suggested_cents * share),
  };
}
