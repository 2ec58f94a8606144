import { formatOccupancyList, parseOccupancyList, type RoomOccupancy } from '@tripfront/domain/search/occupancy';

// Our rate and hold ids for LiteAPI: self-describing, so any instance (or the same one after a
// restart) can continue from them without memory. A rate id names the hotel, the stay, the party,
// the room and plan it was listed as and at what price, and ends with LiteAPI's offerId (at most 600
// characters in all: the hotel API's limit; longer offers are not listed). A hold id (at most 200,
// the release body's limit) names the prebook, its expiry and the stay.

export const MAX_RATE_ID_LENGTH = 600;
export const MAX_HOLD_ID_LENGTH = 200;

export interface RateKey {
  hotelId: string;
  checkin: string;
  checkout: string;
  rooms: RoomOccupancy[];
  /** Our room type id: LiteAPI's mappedRoomId (the room of /data/hotel), else its roomTypeId. */
  roomTypeId: string;
  /** LiteAPI's boardType ('RO', 'BB' …). */
  boardType: string;
  refundable: boolean;
  /** What search listed, minor units of `currency`: the total, the taxes inside it, the suggested selling price. */
  listed: { totalMinor: number; includedTaxesMinor: number; suggestedMinor: number; currency: string };
  offerId: string;
}

const enc = encodeURIComponent;
const DATE = '\\d{4}-\\d{2}-\\d{2}';
const PART = '[^:]*';
const RATE_ID = new RegExp(`^liteapi:(${PART}):(${DATE}):(${DATE}):(${PART}):(${PART}):(${PART}):([RN]):(\\d+)\\.(\\d+)\\.(\\d+):([A-Z]{3}):(.+)$`);
const HOLD_ID = new RegExp(`^liteapi-hold:(\\d+):(${PART}):(${PART}):(${DATE}):(${DATE}):(${PART}):(${PART}):(${PART})$`);

export function encodeRateId(key: RateKey): string {
  const { listed } = key;
  return [
    'liteapi',
    enc(key.hotelId),
    key.checkin,
    key.checkout,
    enc(formatOccupancyList(key.rooms)),
    enc(key.roomTypeId),
    enc(key.boardType),
    key.refundable ? 'R' : 'N',
    `${listed.totalMinor}.${listed.includedTaxesMinor}.${listed.suggestedMinor}`,
    listed.currency,
    key.offerId,
  ].join(':');
}

function roomsOf(text: string): RoomOccupancy[] | null {
  const rooms = parseOccupancyList(decodeURIComponent(text));
  return typeof rooms === 'string' ? null : rooms;
}

export function decodeRateId(rateId: string): RateKey | null {
  const m = rateId.length <= MAX_RATE_ID_LENGTH ? RATE_ID.exec(rateId) : null;
  const rooms = m ? roomsOf(m[4]!) : null;
  if (!m || !rooms) return null;
  return {
    hotelId: decodeURIComponent(m[1]!),
    checkin: m[2]!,
    checkout: m[3]!,
    rooms,
    roomTypeId: decodeURIComponent(m[5]!),
    boardType: decodeURIComponent(m[6]!),
    refundable: m[7] === 'R',
    listed: { totalMinor: Number(m[8]), includedTaxesMinor: Number(m[9]), suggestedMinor: Number(m[10]), currency: m[11]! },
    offerId: m[12]!,
  };
}

export interface HoldKey {
  /** Epoch seconds. */
  expiresAt: number;
  prebookId: string;
  hotelId: string;
  checkin: string;
  checkout: string;
  rooms: RoomOccupancy[];
  roomTypeId: string;
  /** The hotel's IANA zone, for the booking's terms; '' for UTC. */
  timeZone: string;
}

/** The hold id, or null when LiteAPI's ids make it longer than a hold id may be. */
export function encodeHoldId(key: HoldKey): string | null {
  const id = [
    'liteapi-hold',
    key.expiresAt,
    enc(key.prebookId),
    enc(key.hotelId),
    key.checkin,
    key.checkout,
    enc(formatOccupancyList(key.rooms)),
    enc(key.roomTypeId),
    enc(key.timeZone),
  ].join(':');
  return id.length <= MAX_HOLD_ID_LENGTH ? id : null;
}

export function decodeHoldId(holdId: string): HoldKey | null {
  const m = HOLD_ID.exec(holdId);
  const rooms = m ? roomsOf(m[6]!) : null;
  if (!m || !rooms || !m[2]) return null;
  return {
    expiresAt: Number(m[1]),
    prebookId: decodeURIComponent(m[2]),
    hotelId: decodeURIComponent(m[3]!),
    checkin: m[4]!,
    checkout: m[5]!,
    rooms,
    roomTypeId: decodeURIComponent(m[7]!),
    timeZone: decodeURIComponent(m[8]!),
  };
}
