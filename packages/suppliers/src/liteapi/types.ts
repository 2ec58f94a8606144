// LiteAPI v3.0 answers, as much of them as the adapter reads (https://docs.liteapi.travel/reference).
// Every field is optional: LiteAPI leaves out what a hotel or supplier does not give, and the
// reshaping functions decide what a missing field means.

export interface LiteMoney {
  amount?: number;
  currency?: string;
}

export interface LiteTaxOrFee extends LiteMoney {
  /** true: inside retailRate.total; false: collected by the hotel at the property. */
  included?: boolean;
  description?: string;
}

export interface LiteCancelPolicyInfo {
  /** 'YYYY-MM-DD HH:mm:ss' in `timezone` (GMT in the reference's examples): from then on, `amount` is kept. */
  cancelTime?: string;
  amount?: number;
  currency?: string;
  type?: string;
  timezone?: string;
}

export interface LiteCancellationPolicies {
  cancelPolicyInfos?: LiteCancelPolicyInfo[] | null;
  hotelRemarks?: string[] | null;
  /** RFN refundable, NRFN non-refundable. */
  refundableTag?: string;
}

export interface LiteRate {
  rateId?: string;
  occupancyNumber?: number;
  name?: string;
  maxOccupancy?: number;
  adultCount?: number;
  childCount?: number;
  boardType?: string;
  boardName?: string;
  mappedRoomId?: number | string;
  retailRate?: {
    total?: LiteMoney[];
    suggestedSellingPrice?: LiteMoney[];
    initialPrice?: LiteMoney[];
    taxesAndFees?: LiteTaxOrFee[] | null;
  };
  cancellationPolicies?: LiteCancellationPolicies;
}

/** One offer: a room type for every room of the party (one rate per room, by occupancyNumber). */
export interface LiteRoomType {
  roomTypeId?: string;
  offerId?: string;
  rates?: LiteRate[];
  offerRetailRate?: LiteMoney;
  suggestedSellingPrice?: LiteMoney;
}

export interface LiteHotelRates {
  hotelId?: string;
  roomTypes?: LiteRoomType[];
}

/** POST /hotels/rates */
export interface LiteRatesAnswer {
  data?: LiteHotelRates[];
}

/** GET /data/hotels: one hotel of a list. */
export interface LiteHotelSummary {
  id?: string;
  name?: string;
  hotelDescription?: string;
  country?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
  address?: string;
  main_photo?: string;
  thumbnail?: string;
  stars?: number;
  rating?: number;
  reviewCount?: number;
}

export interface LiteRoomContent {
  id?: number | string;
  roomName?: string;
  description?: string;
  roomSizeSquare?: number;
  roomSizeUnit?: string;
  maxOccupancy?: number;
  bedTypes?: { quantity?: number; bedType?: string; bedSize?: string }[];
  roomAmenities?: { name?: string }[];
  photos?: { url?: string; hd_url?: string; imageDescription?: string; mainPhoto?: boolean }[];
}

/** GET /data/hotel?hotelId= */
export interface LiteHotelDetails {
  id?: string;
  name?: string;
  hotelDescription?: string;
  checkinCheckoutTimes?: { checkin?: string; checkout?: string; checkin_start?: string };
  hotelImages?: { url?: string; urlHd?: string; caption?: string; defaultImage?: boolean }[];
  main_photo?: string;
  country?: string;
  city?: string;
  starRating?: number;
  location?: { latitude?: number; longitude?: number };
  address?: string;
  hotelFacilities?: string[];
  rooms?: LiteRoomContent[];
  rating?: number;
  reviewCount?: number;
}

/** POST /rates/prebook */
export interface LitePrebook {
  prebookId?: string;
  offerId?: string;
  hotelId?: string;
  currency?: string;
  price?: number;
  suggestedSellingPrice?: number;
  priceDifferencePercent?: number;
  cancellationChanged?: boolean;
  boardChanged?: boolean;
  checkin?: string;
  checkout?: string;
  roomTypes?: { rates?: LiteRate[] }[];
}

/** POST /rates/book, GET /bookings/{bookingId} */
export interface LiteBooking {
  bookingId?: string;
  clientReference?: string;
  prebookId?: string;
  status?: string;
  hotelConfirmationCode?: string;
  checkin?: string;
  checkout?: string;
  hotel?: { hotelId?: string; name?: string };
  bookedRooms?: { roomType?: { name?: string }; adults?: number; children?: number; rate?: LiteRate }[];
  price?: number;
  currency?: string;
  cancellationPolicies?: LiteCancellationPolicies;
}

/** PUT /bookings/{bookingId} */
export interface LiteCancellation {
  bookingId?: string;
  status?: string;
  cancellation_fee?: number;
  refund_amount?: number;
  currency?: string;
}

/** Every error answer: `{ error: { code, description, message } }`. */
export interface LiteErrorBody {
  error?: { code?: number | string; description?: string; message?: string };
}
