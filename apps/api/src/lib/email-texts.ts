import type { LanguageCode } from '@tripfront/domain';
import type { CabinCategory } from '@tripfront/domain/booking/cruise-api';

// The words of a booking's confirmation and cancellation emails, one table per interface language
// (spec §1); the other emails' words are in emails/texts.ts. The web's words
// live in apps/web/public/locales; these follow them (booking.json's "My Trips", flights.json's
// airline booking code) so an email names things as the pages do. Typed: a language or a sentence
// missing here fails typecheck. Values come already formatted (dates, money) in the language's locale.

export type TripKind = 'oneWay' | 'return' | 'multiCity';

export interface ConfirmationTexts {
  /** The email's subject, naming what was booked ('Hôtel Lumière', 'LHR → JFK') and the reference. */
  subject: (what: string, reference: string) => string;
  intro: (what: string, reference: string) => string;
  /** `dates` is the stay, already a range in the locale. */
  hotel: (f: { dates: string; nights: number; room: string }) => string;
  flight: (f: { trip: TripKind; dates: string; airline: string; fareBrand: string; passengers: number }) => string;
  /** The airline's record locator (PNR). */
  recordLocator: (locator: string) => string;
  /** An activity: its day and time (local, already in the locale), where to meet, how many take part. */
  activity: (f: { date: string; time: string; meetingPoint: string; participants: number }) => string;
  /** A car rental: where it is picked up and dropped off, who rents it, who drives (decision 0048). */
  car: (f: { dates: string; pickup: string; dropoff: string; supplier: string; driver: string }) => string;
  /** The rental company's confirmation number. */
  carConfirmation: (n: string) => string;
  /** A resort stay: its dates (a range in the locale), nights, room, guests and the resort's hold reference. */
  resort: (f: { dates: string; nights: number; room: string; guests: number; holdReference: string }) => string;
  /** A cruise: its dates, ship, nights, cabin category (already in the language) and guests. */
  cruise: (f: { dates: string; ship: string; nights: number; cabin: string; guests: number }) => string;
  cabins: Record<CabinCategory, string>;
  /** Any other product: its dates and where. */
  other: (f: { dates: string; place: string | null }) => string;
  total: (amount: string) => string;
  /** A stay's taxes and fees paid at the property itself, apart from the total paid (decision 0106); `amount` in the property's currency. */
  dueAtProperty: (amount: string) => string;
  /** A car paid at pick-up (decision 0112): nothing charged now, `amount` (the rental company's currency) due at the counter; said instead of the total paid. */
  dueAtPickup: (amount: string) => string;
  /** A stay's special requests as the traveller wrote them (they are passed on, not promised). */
  specialRequests: (text: string) => string;
  /** The button to My Trips. */
  viewTrips: string;
}

export interface EmailTexts {
  /** The BCP 47 locale dates and money are formatted in. */
  locale: string;
  dir: 'ltr' | 'rtl';
  confirmation: ConfirmationTexts;
}

const place = (p: string | null, comma = ', ') => (p ? `${comma}${p}` : '');

const en: EmailTexts = {
  locale: 'en',
  dir: 'ltr',
  confirmation: {
    subject: (what, ref) => `Booking confirmed: ${what} (${ref})`,
    intro: (what, ref) => `Your booking is confirmed: ${what}. Reference: ${ref}.`,
    hotel: ({ dates, nights, room }) => `${dates} (${nights === 1 ? '1 night' : `${nights} nights`}), ${room}.`,
    flight: ({ trip, dates, airline, fareBrand, passengers }) =>
      `${{ oneWay: 'One way', return: 'Return', multiCity: 'Multi-city' }[trip]}, ${dates}, ${airline} ${fareBrand}, ${passengers === 1 ? '1 passenger' : `${passengers} passengers`}.`,
    recordLocator: (l) => `Airline reference (PNR): ${l}.`,
    activity: ({ date, time, meetingPoint, participants }) =>
      `${date}, ${time}. Meeting point: ${meetingPoint}. ${participants === 1 ? '1 participant' : `${participants} participants`}.`,
    car: ({ dates, pickup, dropoff, supplier, driver }) => `${dates}. Pick-up: ${pickup}; drop-off: ${dropoff}. Rented by ${supplier}; driver: ${driver}.`,
    carConfirmation: (n) => `Rental confirmation number: ${n}.`,
    resort: ({ dates, nights, room, guests, holdReference }) =>
      `${dates} (${nights === 1 ? '1 night' : `${nights} nights`}), ${room}, ${guests === 1 ? '1 guest' : `${guests} guests`}. Resort reference: ${holdReference}.`,
    cruise: ({ dates, ship, nights, cabin, guests }) =>
      `${dates} (${nights} nights) aboard ${ship}, ${cabin}, ${guests === 1 ? '1 guest' : `${guests} guests`}.`,
    cabins: { inside: 'Inside cabin', oceanView: 'Ocean view cabin', balcony: 'Balcony cabin', suite: 'Suite' },
    other: ({ dates, place: p }) => `${dates}${place(p)}.`,
    total: (amount) => `Total paid: ${amount}.`,
    dueAtProperty: (amount) => `Due at the property: ${amount} in taxes and fees, not included in the total paid.`,
    dueAtPickup: (amount) => `Nothing was charged now. Due at pick-up: ${amount}, paid to the rental company at the counter.`,
    specialRequests: (text) => `Your special requests: ${text}`,
    viewTrips: 'View my trips',
  },
};

const fr: EmailTexts = {
  locale: 'fr',
  dir: 'ltr',
  confirmation: {
    subject: (what, ref) => `Réservation confirmée : ${what} (${ref})`,
    intro: (what, ref) => `Votre réservation est confirmée : ${what}. Référence : ${ref}.`,
    hotel: ({ dates, nights, room }) => `${dates} (${nights} ${nights === 1 ? 'nuit' : 'nuits'}), ${room}.`,
    flight: ({ trip, dates, airline, fareBrand, passengers }) =>
      `${{ oneWay: 'Aller simple', return: 'Aller-retour', multiCity: 'Multi-destinations' }[trip]}, ${dates}, ${airline} ${fareBrand}, ${passengers} ${passengers === 1 ? 'passager' : 'passagers'}.`,
    recordLocator: (l) => `Code de réservation de la compagnie (PNR) : ${l}.`,
    activity: ({ date, time, meetingPoint, participants }) =>
      `${date}, ${time}. Point de rendez-vous : ${meetingPoint}. ${participants} ${participants === 1 ? 'participant' : 'participants'}.`,
    car: ({ dates, pickup, dropoff, supplier, driver }) =>
      `${dates}. Prise en charge : ${pickup} ; restitution : ${dropoff}. Loueur : ${supplier} ; conducteur : ${driver}.`,
    carConfirmation: (n) => `Numéro de confirmation de location : ${n}.`,
    resort: ({ dates, nights, room, guests, holdReference }) =>
      `${dates} (${nights} ${nights === 1 ? 'nuit' : 'nuits'}), ${room}, ${guests} ${guests === 1 ? 'personne' : 'personnes'}. Référence du resort : ${holdReference}.`,
    cruise: ({ dates, ship, nights, cabin, guests }) =>
      `${dates} (${nights} nuits) à bord du ${ship}, ${cabin}, ${guests} ${guests === 1 ? 'passager' : 'passagers'}.`,
    cabins: { inside: 'Cabine intérieure', oceanView: 'Cabine vue mer', balcony: 'Cabine avec balcon', suite: 'Suite' },
    other: ({ dates, place: p }) => `${dates}${place(p)}.`,
    total: (amount) => `Total payé : ${amount}.`,
    dueAtProperty: (amount) => `À régler sur place à l’établissement : ${amount} de taxes et frais, non compris dans le total payé.`,
    dueAtPickup: (amount) => `Rien n’a été débité maintenant. À régler à la prise en charge : ${amount}, payé à l’agence de location au comptoir.`,
    specialRequests: (text) => `Vos demandes particulières : ${text}`,
    viewTrips: 'Voir mes voyages',
  },
};

const de: EmailTexts = {
  locale: 'de',
  dir: 'ltr',
  confirmation: {
    subject: (what, ref) => `Buchung bestätigt: ${what} (${ref})`,
    intro: (what, ref) => `Ihre Buchung ist bestätigt: ${what}. Buchungsnummer: ${ref}.`,
    hotel: ({ dates, nights, room }) => `${dates} (${nights} ${nights === 1 ? 'Nacht' : 'Nächte'}), ${room}.`,
    flight: ({ trip, dates, airline, fareBrand, passengers }) =>
      `${{ oneWay: 'Nur Hinflug', return: 'Hin- und Rückflug', multiCity: 'Mehrere Strecken' }[trip]}, ${dates}, ${airline} ${fareBrand}, ${passengers} ${passengers === 1 ? 'Passagier' : 'Passagiere'}.`,
    recordLocator: (l) => `Buchungscode der Fluggesellschaft (PNR): ${l}.`,
    activity: ({ date, time, meetingPoint, participants }) =>
      `${date}, ${time} Uhr. Treffpunkt: ${meetingPoint}. ${participants} ${participants === 1 ? 'Teilnehmer' : 'Teilnehmende'}.`,
    car: ({ dates, pickup, dropoff, supplier, driver }) => `${dates}. Abholung: ${pickup}; Rückgabe: ${dropoff}. Vermieter: ${supplier}; Fahrer: ${driver}.`,
    carConfirmation: (n) => `Bestätigungsnummer der Miete: ${n}.`,
    resort: ({ dates, nights, room, guests, holdReference }) =>
      `${dates} (${nights} ${nights === 1 ? 'Nacht' : 'Nächte'}), ${room}, ${guests} ${guests === 1 ? 'Gast' : 'Gäste'}. Resort-Referenz: ${holdReference}.`,
    cruise: ({ dates, ship, nights, cabin, guests }) =>
      `${dates} (${nights} Nächte) an Bord der ${ship}, ${cabin}, ${guests} ${guests === 1 ? 'Gast' : 'Gäste'}.`,
    cabins: { inside: 'Innenkabine', oceanView: 'Außenkabine', balcony: 'Balkonkabine', suite: 'Suite' },
    other: ({ dates, place: p }) => `${dates}${place(p)}.`,
    total: (amount) => `Bezahlter Gesamtbetrag: ${amount}.`,
    dueAtProperty: (amount) => `Vor Ort in der Unterkunft zu zahlen: ${amount} Steuern und Gebühren, nicht im bezahlten Gesamtbetrag enthalten.`,
    dueAtPickup: (amount) => `Jetzt wurde nichts berechnet. Bei Abholung zu zahlen: ${amount}, an die Autovermietung am Schalter.`,
    specialRequests: (text) => `Ihre besonderen Wünsche: ${text}`,
    viewTrips: 'Meine Reisen ansehen',
  },
};

const es: EmailTexts = {
  locale: 'es',
  dir: 'ltr',
  confirmation: {
    subject: (what, ref) => `Reserva confirmada: ${what} (${ref})`,
    intro: (what, ref) => `Tu reserva está confirmada: ${what}. Referencia: ${ref}.`,
    hotel: ({ dates, nights, room }) => `${dates} (${nights} ${nights === 1 ? 'noche' : 'noches'}), ${room}.`,
    flight: ({ trip, dates, airline, fareBrand, passengers }) =>
      `${{ oneWay: 'Solo ida', return: 'Ida y vuelta', multiCity: 'Varios destinos' }[trip]}, ${dates}, ${airline} ${fareBrand}, ${passengers} ${passengers === 1 ? 'pasajero' : 'pasajeros'}.`,
    recordLocator: (l) => `Código de reserva de la aerolínea (PNR): ${l}.`,
    activity: ({ date, time, meetingPoint, participants }) =>
      `${date}, ${time}. Punto de encuentro: ${meetingPoint}. ${participants} ${participants === 1 ? 'participante' : 'participantes'}.`,
    car: ({ dates, pickup, dropoff, supplier, driver }) =>
      `${dates}. Recogida: ${pickup}; devolución: ${dropoff}. Alquilado por ${supplier}; conductor: ${driver}.`,
    carConfirmation: (n) => `Número de confirmación del alquiler: ${n}.`,
    resort: ({ dates, nights, room, guests, holdReference }) =>
      `${dates} (${nights} ${nights === 1 ? 'noche' : 'noches'}), ${room}, ${guests} ${guests === 1 ? 'huésped' : 'huéspedes'}. Referencia del resort: ${holdReference}.`,
    cruise: ({ dates, ship, nights, cabin, guests }) =>
      `${dates} (${nights} noches) a bordo del ${ship}, ${cabin}, ${guests} ${guests === 1 ? 'huésped' : 'huéspedes'}.`,
    cabins: { inside: 'Camarote interior', oceanView: 'Camarote exterior', balcony: 'Camarote con balcón', suite: 'Suite' },
    other: ({ dates, place: p }) => `${dates}${place(p)}.`,
    total: (amount) => `Total pagado: ${amount}.`,
    dueAtProperty: (amount) => `A pagar en el alojamiento: ${amount} de impuestos y tasas, no incluidos en el total pagado.`,
    dueAtPickup: (amount) => `No se ha cobrado nada ahora. A pagar en la recogida: ${amount}, a la empresa de alquiler en el mostrador.`,
    specialRequests: (text) => `Tus peticiones especiales: ${text}`,
    viewTrips: 'Ver mis viajes',
  },
};

const pt: EmailTexts = {
  locale: 'pt',
  dir: 'ltr',
  confirmation: {
    subject: (what, ref) => `Reserva confirmada: ${what} (${ref})`,
    intro: (what, ref) => `A sua reserva está confirmada: ${what}. Referência: ${ref}.`,
    hotel: ({ dates, nights, room }) => `${dates} (${nights} ${nights === 1 ? 'noite' : 'noites'}), ${room}.`,
    flight: ({ trip, dates, airline, fareBrand, passengers }) =>
      `${{ oneWay: 'Só ida', return: 'Ida e volta', multiCity: 'Vários destinos' }[trip]}, ${dates}, ${airline} ${fareBrand}, ${passengers} ${passengers === 1 ? 'passageiro' : 'passageiros'}.`,
    recordLocator: (l) => `Código de reserva da companhia aérea (PNR): ${l}.`,
    activity: ({ date, time, meetingPoint, participants }) =>
      `${date}, ${time}. Ponto de encontro: ${meetingPoint}. ${participants} ${participants === 1 ? 'participante' : 'participantes'}.`,
    car: ({ dates, pickup, dropoff, supplier, driver }) =>
      `${dates}. Levantamento: ${pickup}; devolução: ${dropoff}. Alugado por ${supplier}; condutor: ${driver}.`,
    carConfirmation: (n) => `Número de confirmação do aluguer: ${n}.`,
    resort: ({ dates, nights, room, guests, holdReference }) =>
      `${dates} (${nights} ${nights === 1 ? 'noite' : 'noites'}), ${room}, ${guests} ${guests === 1 ? 'hóspede' : 'hóspedes'}. Referência do resort: ${holdReference}.`,
    cruise: ({ dates, ship, nights, cabin, guests }) =>
      `${dates} (${nights} noites) a bordo do ${ship}, ${cabin}, ${guests} ${guests === 1 ? 'hóspede' : 'hóspedes'}.`,
    cabins: { inside: 'Cabine interior', oceanView: 'Cabine com vista mar', balcony: 'Cabine com varanda', suite: 'Suíte' },
    other: ({ dates, place: p }) => `${dates}${place(p)}.`,
    total: (amount) => `Total pago: ${amount}.`,
    dueAtProperty: (amount) => `A pagar no alojamento: ${amount} de impostos e taxas, não incluídos no total pago.`,
    dueAtPickup: (amount) => `Nada foi cobrado agora. A pagar no levantamento: ${amount}, à empresa de aluguer no balcão.`,
    specialRequests: (text) => `Os seus pedidos especiais: ${text}`,
    viewTrips: 'Ver as minhas viagens',
  },
};

const da: EmailTexts = {
  locale: 'da',
  dir: 'ltr',
  confirmation: {
    subject: (what, ref) => `Booking bekræftet: ${what} (${ref})`,
    intro: (what, ref) => `Din booking er bekræftet: ${what}. Reference: ${ref}.`,
    hotel: ({ dates, nights, room }) => `${dates} (${nights} ${nights === 1 ? 'nat' : 'nætter'}), ${room}.`,
    flight: ({ trip, dates, airline, fareBrand, passengers }) =>
      `${{ oneWay: 'Enkeltrejse', return: 'Tur/retur', multiCity: 'Flere destinationer' }[trip]}, ${dates}, ${airline} ${fareBrand}, ${passengers} ${passengers === 1 ? 'passager' : 'passagerer'}.`,
    recordLocator: (l) => `Flyselskabets bookingkode (PNR): ${l}.`,
    activity: ({ date, time, meetingPoint, participants }) =>
      `${date}, kl. ${time}. Mødested: ${meetingPoint}. ${participants} ${participants === 1 ? 'deltager' : 'deltagere'}.`,
    car: ({ dates, pickup, dropoff, supplier, driver }) => `${dates}. Afhentning: ${pickup}; aflevering: ${dropoff}. Udlejes af ${supplier}; fører: ${driver}.`,
    carConfirmation: (n) => `Bekræftelsesnummer for lejen: ${n}.`,
    resort: ({ dates, nights, room, guests, holdReference }) =>
      `${dates} (${nights} ${nights === 1 ? 'nat' : 'nætter'}), ${room}, ${guests} ${guests === 1 ? 'gæst' : 'gæster'}. Resortets reference: ${holdReference}.`,
    cruise: ({ dates, ship, nights, cabin, guests }) =>
      `${dates} (${nights} nætter) om bord på ${ship}, ${cabin}, ${guests} ${guests === 1 ? 'gæst' : 'gæster'}.`,
    cabins: { inside: 'Indvendig kahyt', oceanView: 'Kahyt med havudsigt', balcony: 'Balkonkahyt', suite: 'Suite' },
    other: ({ dates, place: p }) => `${dates}${place(p)}.`,
    total: (amount) => `Betalt i alt: ${amount}.`,
    dueAtProperty: (amount) => `Betales på overnatningsstedet: ${amount} i skatter og gebyrer, ikke med i det betalte beløb.`,
    dueAtPickup: (amount) => `Der er ikke trukket noget nu. Betales ved afhentning: ${amount}, til biludlejningsfirmaet ved skranken.`,
    specialRequests: (text) => `Dine særlige ønsker: ${text}`,
    viewTrips: 'Se mine rejser',
  },
};

const sv: EmailTexts = {
  locale: 'sv',
  dir: 'ltr',
  confirmation: {
    subject: (what, ref) => `Bokning bekräftad: ${what} (${ref})`,
    intro: (what, ref) => `Din bokning är bekräftad: ${what}. Referens: ${ref}.`,
    hotel: ({ dates, nights, room }) => `${dates} (${nights} ${nights === 1 ? 'natt' : 'nätter'}), ${room}.`,
    flight: ({ trip, dates, airline, fareBrand, passengers }) =>
      `${{ oneWay: 'Enkelresa', return: 'Tur och retur', multiCity: 'Flera destinationer' }[trip]}, ${dates}, ${airline} ${fareBrand}, ${passengers} passagerare.`,
    recordLocator: (l) => `Flygbolagets bokningskod (PNR): ${l}.`,
    activity: ({ date, time, meetingPoint, participants }) =>
      `${date}, kl. ${time}. Mötesplats: ${meetingPoint}. ${participants} ${participants === 1 ? 'deltagare' : 'deltagare'}.`,
    car: ({ dates, pickup, dropoff, supplier, driver }) =>
      `${dates}. Upphämtning: ${pickup}; återlämning: ${dropoff}. Hyrs ut av ${supplier}; förare: ${driver}.`,
    carConfirmation: (n) => `Bekräftelsenummer för hyran: ${n}.`,
    resort: ({ dates, nights, room, guests, holdReference }) =>
      `${dates} (${nights} ${nights === 1 ? 'natt' : 'nätter'}), ${room}, ${guests} ${guests === 1 ? 'gäst' : 'gäster'}. Resortens referens: ${holdReference}.`,
    cruise: ({ dates, ship, nights, cabin, guests }) =>
      `${dates} (${nights} nätter) ombord på ${ship}, ${cabin}, ${guests} ${guests === 1 ? 'gäst' : 'gäster'}.`,
    cabins: { inside: 'Insideshytt', oceanView: 'Hytt med havsutsikt', balcony: 'Balkonghytt', suite: 'Svit' },
    other: ({ dates, place: p }) => `${dates}${place(p)}.`,
    total: (amount) => `Totalt betalt: ${amount}.`,
    dueAtProperty: (amount) => `Betalas på boendet: ${amount} i skatter och avgifter, ingår inte i det betalda beloppet.`,
    dueAtPickup: (amount) => `Inget har debiterats nu. Betalas vid upphämtning: ${amount}, till biluthyraren vid disken.`,
    specialRequests: (text) => `Dina särskilda önskemål: ${text}`,
    viewTrips: 'Visa mina resor',
  },
};

const no: EmailTexts = {
  // Intl knows Norwegian Bokmål as nb.
  locale: 'nb',
  dir: 'ltr',
  confirmation: {
    subject: (what, ref) => `Bestilling bekreftet: ${what} (${ref})`,
    intro: (what, ref) => `Bestillingen din er bekreftet: ${what}. Referanse: ${ref}.`,
    hotel: ({ dates, nights, room }) => `${dates} (${nights} ${nights === 1 ? 'natt' : 'netter'}), ${room}.`,
    flight: ({ trip, dates, airline, fareBrand, passengers }) =>
      `${{ oneWay: 'En vei', return: 'Tur-retur', multiCity: 'Flere destinasjoner' }[trip]}, ${dates}, ${airline} ${fareBrand}, ${passengers} ${passengers === 1 ? 'passasjer' : 'passasjerer'}.`,
    recordLocator: (l) => `Flyselskapets bestillingskode (PNR): ${l}.`,
    activity: ({ date, time, meetingPoint, participants }) =>
      `${date}, kl. ${time}. Møtested: ${meetingPoint}. ${participants} ${participants === 1 ? 'deltaker' : 'deltakere'}.`,
    car: ({ dates, pickup, dropoff, supplier, driver }) => `${dates}. Henting: ${pickup}; levering: ${dropoff}. Leies ut av ${supplier}; sjåfør: ${driver}.`,
    carConfirmation: (n) => `Bekreftelsesnummer for leien: ${n}.`,
    resort: ({ dates, nights, room, guests, holdReference }) =>
      `${dates} (${nights} ${nights === 1 ? 'natt' : 'netter'}), ${room}, ${guests} ${guests === 1 ? 'gjest' : 'gjester'}. Resortets referanse: ${holdReference}.`,
    cruise: ({ dates, ship, nights, cabin, guests }) =>
      `${dates} (${nights} netter) om bord på ${ship}, ${cabin}, ${guests} ${guests === 1 ? 'gjest' : 'gjester'}.`,
    cabins: { inside: 'Innvendig lugar', oceanView: 'Lugar med havutsikt', balcony: 'Balkonglugar', suite: 'Suite' },
    other: ({ dates, place: p }) => `${dates}${place(p)}.`,
    total: (amount) => `Totalt betalt: ${amount}.`,
    dueAtProperty: (amount) => `Betales på overnattingsstedet: ${amount} i skatter og gebyrer, ikke inkludert i det betalte beløpet.`,
    dueAtPickup: (amount) => `Ingenting er belastet nå. Betales ved henting: ${amount}, til bilutleieselskapet ved skranken.`,
    specialRequests: (text) => `Dine spesielle ønsker: ${text}`,
    viewTrips: 'Se mine reiser',
  },
};

const ar: EmailTexts = {
  locale: 'ar',
  dir: 'rtl',
  // Counts read as "number of …: n", which Arabic's several plural forms do not change.
  confirmation: {
    subject: (what, ref) => `تم تأكيد الحجز: ${what} (${ref})`,
    intro: (what, ref) => `تم تأكيد حجزك: ${what}. المرجع: ${ref}.`,
    hotel: ({ dates, nights, room }) => `${dates} (عدد الليالي: ${nights})، ${room}.`,
    flight: ({ trip, dates, airline, fareBrand, passengers }) =>
      `${{ oneWay: 'ذهاب فقط', return: 'ذهاب وعودة', multiCity: 'وجهات متعددة' }[trip]}، ${dates}، ${airline} ${fareBrand}، عدد المسافرين: ${passengers}.`,
    recordLocator: (l) => `رمز حجز شركة الطيران (PNR): ${l}.`,
    activity: ({ date, time, meetingPoint, participants }) => `${date}، ${time}. نقطة الالتقاء: ${meetingPoint}. عدد المشاركين: ${participants}.`,
    car: ({ dates, pickup, dropoff, supplier, driver }) => `${dates}. الاستلام: ${pickup}؛ التسليم: ${dropoff}. تؤجرها ${supplier}؛ السائق: ${driver}.`,
    carConfirmation: (n) => `رقم تأكيد الاستئجار: ${n}.`,
    resort: ({ dates, nights, room, guests, holdReference }) =>
      `${dates} (عدد الليالي: ${nights})، ${room}، عدد النزلاء: ${guests}. مرجع المنتجع: ${holdReference}.`,
    cruise: ({ dates, ship, nights, cabin, guests }) => `${dates} (${nights} ليالٍ) على متن ${ship}، ${cabin}، عدد الضيوف: ${guests}.`,
    cabins: { inside: 'كابينة داخلية', oceanView: 'كابينة بإطلالة على البحر', balcony: 'كابينة بشرفة', suite: 'جناح' },
    other: ({ dates, place: p }) => `${dates}${place(p, '، ')}.`,
    total: (amount) => `المبلغ الإجمالي المدفوع: ${amount}.`,
    dueAtProperty: (amount) => `تُدفع في مكان الإقامة: ${amount} ضرائب ورسوم، غير مشمولة في المبلغ المدفوع.`,
    dueAtPickup: (amount) => `لم يُخصم أي مبلغ الآن. المبلغ المستحق عند الاستلام: ${amount}، يُدفع لشركة التأجير عند المكتب.`,
    specialRequests: (text) => `طلباتك الخاصة: ${text}`,
    viewTrips: 'عرض رحلاتي',
  },
};

export const EMAIL_TEXTS: Readonly<Record<LanguageCode, EmailTexts>> = { en, fr, de, es, pt, da, sv, no, ar };

/** The texts of a language; anything not an interface language (an old booking's, a typo) reads English. */
export const emailTexts = (language: string | null | undefined): EmailTexts => EMAIL_TEXTS[language as LanguageCode] ?? en;

/**
 * The refund rule's words (domain/booking/refund.ts, decision 0084): the booking answer's refund
 * preview and the cancellation email, in the booker's language. Amounts, dates and shares come
 * already formatted in the language's locale; deadlines are shown in UTC, as stored.
 */
export interface RefundTexts {
  /** Before a free-cancellation deadline: the whole total. */
  freeUntil: (f: { amount: string; when: string }) => string;
  /** Before the deadline of a fare that keeps a fee (a flight): the total less the fee. */
  lessFeeUntil: (f: { amount: string; fee: string; when: string }) => string;
  /** A cruise line's tier: a share of the total until a day. */
  tierUntil: (f: { amount: string; percent: string; day: string }) => string;
  deadlinePassed: string;
  tiersPassed: string;
  nonRefundable: string;
  /** The cancellation email. */
  subject: (what: string, reference: string) => string;
  intro: (what: string, reference: string) => string;
  refunded: (amount: string) => string;
  refundFailed: (amount: string) => string;
  notRefunded: string;
  /** A booking with nothing charged (a car paid at pick-up, decision 0112): the preview and the cancellation email. */
  nothingCharged: string;
}

const REFUND_TEXTS: Readonly<Record<LanguageCode, RefundTexts>> = {
  en: {
    freeUntil: ({ amount, when }) => `Cancelling now refunds ${amount}: free cancellation until ${when}.`,
    lessFeeUntil: ({ amount, fee, when }) => `Cancelling now refunds ${amount}: the total less the airline's refund fee of ${fee}, until ${when}.`,
    tierUntil: ({ amount, percent, day }) => `Cancelling now refunds ${amount} (${percent} of the total) under the cruise line's policy, until ${day}.`,
    deadlinePassed: 'Cancelling now refunds nothing: the free cancellation deadline has passed.',
    tiersPassed: "Cancelling now refunds nothing: the cruise line's last refund date has passed.",
    nonRefundable: 'Cancelling now refunds nothing: this booking is non-refundable.',
    subject: (what, ref) => `Booking cancelled: ${what} (${ref})`,
    intro: (what, ref) => `Your booking is cancelled: ${what}. Reference: ${ref}.`,
    refunded: (amount) => `Refund: ${amount}.`,
    refundFailed: (amount) => `Your refund of ${amount} could not be issued yet; our team will issue it.`,
    notRefunded: "No refund is due under the booking's cancellation policy.",
    nothingCharged: 'Nothing was charged for this booking, so cancelling it refunds nothing.',
  },
  fr: {
    freeUntil: ({ amount, when }) => `Une annulation maintenant rembourse ${amount} : annulation gratuite jusqu'au ${when}.`,
    lessFeeUntil: ({ amount, fee, when }) =>
      `Une annulation maintenant rembourse ${amount} : le total moins les frais de remboursement de la compagnie (${fee}), jusqu'au ${when}.`,
    tierUntil: ({ amount, percent, day }) =>
      `Une annulation maintenant rembourse ${amount} (${percent} du total) selon la politique de la compagnie de croisière, jusqu'au ${day}.`,
    deadlinePassed: "Une annulation maintenant ne rembourse rien : la date limite d'annulation gratuite est passée.",
    tiersPassed: 'Une annulation maintenant ne rembourse rien : la dernière date de remboursement de la compagnie de croisière est passée.',
    nonRefundable: "Une annulation maintenant ne rembourse rien : cette réservation n'est pas remboursable.",
    subject: (what, ref) => `Réservation annulée : ${what} (${ref})`,
    intro: (what, ref) => `Votre réservation est annulée : ${what}. Référence : ${ref}.`,
    refunded: (amount) => `Remboursement : ${amount}.`,
    refundFailed: (amount) => `Votre remboursement de ${amount} n'a pas encore pu être effectué ; notre équipe s'en charge.`,
    notRefunded: "Aucun remboursement n'est dû selon les conditions d'annulation de la réservation.",
    nothingCharged: 'Rien n’a été débité pour cette réservation : l’annuler ne rembourse donc rien.',
  },
  de: {
    freeUntil: ({ amount, when }) => `Bei Stornierung jetzt werden ${amount} erstattet: kostenlose Stornierung bis ${when}.`,
    lessFeeUntil: ({ amount, fee, when }) =>
      `Bei Stornierung jetzt werden ${amount} erstattet: der Gesamtbetrag abzüglich der Erstattungsgebühr der Fluggesellschaft von ${fee}, bis ${when}.`,
    tierUntil: ({ amount, percent, day }) =>
      `Bei Stornierung jetzt werden ${amount} (${percent} des Gesamtbetrags) nach den Bedingungen der Reederei erstattet, bis ${day}.`,
    deadlinePassed: 'Bei Stornierung jetzt wird nichts erstattet: die Frist für die kostenlose Stornierung ist abgelaufen.',
    tiersPassed: 'Bei Stornierung jetzt wird nichts erstattet: der letzte Erstattungstermin der Reederei ist vorbei.',
    nonRefundable: 'Bei Stornierung jetzt wird nichts erstattet: diese Buchung ist nicht erstattungsfähig.',
    subject: (what, ref) => `Buchung storniert: ${what} (${ref})`,
    intro: (what, ref) => `Ihre Buchung ist storniert: ${what}. Buchungsnummer: ${ref}.`,
    refunded: (amount) => `Erstattung: ${amount}.`,
    refundFailed: (amount) => `Ihre Erstattung von ${amount} konnte noch nicht ausgeführt werden; unser Team kümmert sich darum.`,
    notRefunded: 'Nach den Stornierungsbedingungen der Buchung wird nichts erstattet.',
    nothingCharged: 'Für diese Buchung wurde nichts berechnet, daher wird bei Stornierung nichts erstattet.',
  },
  es: {
    freeUntil: ({ amount, when }) => `Si cancelas ahora, se reembolsan ${amount}: cancelación gratuita hasta el ${when}.`,
    lessFeeUntil: ({ amount, fee, when }) =>
      `Si cancelas ahora, se reembolsan ${amount}: el total menos la tarifa de reembolso de la aerolínea de ${fee}, hasta el ${when}.`,
    tierUntil: ({ amount, percent, day }) =>
      `Si cancelas ahora, se reembolsan ${amount} (${percent} del total) según la política de la naviera, hasta el ${day}.`,
    deadlinePassed: 'Si cancelas ahora, no se reembolsa nada: el plazo de cancelación gratuita ha vencido.',
    tiersPassed: 'Si cancelas ahora, no se reembolsa nada: la última fecha de reembolso de la naviera ha pasado.',
    nonRefundable: 'Si cancelas ahora, no se reembolsa nada: esta reserva no es reembolsable.',
    subject: (what, ref) => `Reserva cancelada: ${what} (${ref})`,
    intro: (what, ref) => `Tu reserva está cancelada: ${what}. Referencia: ${ref}.`,
    refunded: (amount) => `Reembolso: ${amount}.`,
    refundFailed: (amount) => `Tu reembolso de ${amount} aún no se ha podido emitir; nuestro equipo se encargará.`,
    notRefunded: 'Según la política de cancelación de la reserva, no corresponde ningún reembolso.',
    nothingCharged: 'No se cobró nada por esta reserva, así que cancelarla no reembolsa nada.',
  },
  pt: {
    freeUntil: ({ amount, when }) => `Ao cancelar agora, são reembolsados ${amount}: cancelamento gratuito até ${when}.`,
    lessFeeUntil: ({ amount, fee, when }) =>
      `Ao cancelar agora, são reembolsados ${amount}: o total menos a taxa de reembolso da companhia aérea de ${fee}, até ${when}.`,
    tierUntil: ({ amount, percent, day }) =>
      `Ao cancelar agora, são reembolsados ${amount} (${percent} do total) segundo a política da companhia de cruzeiros, até ${day}.`,
    deadlinePassed: 'Ao cancelar agora, nada é reembolsado: o prazo de cancelamento gratuito já passou.',
    tiersPassed: 'Ao cancelar agora, nada é reembolsado: a última data de reembolso da companhia de cruzeiros já passou.',
    nonRefundable: 'Ao cancelar agora, nada é reembolsado: esta reserva não é reembolsável.',
    subject: (what, ref) => `Reserva cancelada: ${what} (${ref})`,
    intro: (what, ref) => `A sua reserva foi cancelada: ${what}. Referência: ${ref}.`,
    refunded: (amount) => `Reembolso: ${amount}.`,
    refundFailed: (amount) => `O seu reembolso de ${amount} ainda não pôde ser emitido; a nossa equipa tratará disso.`,
    notRefunded: 'Segundo a política de cancelamento da reserva, não há reembolso.',
    nothingCharged: 'Nada foi cobrado por esta reserva, por isso cancelá-la não reembolsa nada.',
  },
  da: {
    freeUntil: ({ amount, when }) => `Afbestiller du nu, refunderes ${amount}: gratis afbestilling indtil ${when}.`,
    lessFeeUntil: ({ amount, fee, when }) =>
      `Afbestiller du nu, refunderes ${amount}: det samlede beløb minus flyselskabets refusionsgebyr på ${fee}, indtil ${when}.`,
    tierUntil: ({ amount, percent, day }) => `Afbestiller du nu, refunderes ${amount} (${percent} af det samlede beløb) efter rederiets regler, indtil ${day}.`,
    deadlinePassed: 'Afbestiller du nu, refunderes intet: fristen for gratis afbestilling er overskredet.',
    tiersPassed: 'Afbestiller du nu, refunderes intet: rederiets sidste refusionsdato er overskredet.',
    nonRefundable: 'Afbestiller du nu, refunderes intet: denne booking kan ikke refunderes.',
    subject: (what, ref) => `Booking afbestilt: ${what} (${ref})`,
    intro: (what, ref) => `Din booking er afbestilt: ${what}. Reference: ${ref}.`,
    refunded: (amount) => `Refusion: ${amount}.`,
    refundFailed: (amount) => `Din refusion på ${amount} kunne ikke gennemføres endnu; vores team sørger for den.`,
    notRefunded: 'Efter bookingens afbestillingsregler refunderes intet.',
    nothingCharged: 'Der blev ikke trukket noget for denne booking, så afbestilling refunderer intet.',
  },
  sv: {
    freeUntil: ({ amount, when }) => `Avbokar du nu återbetalas ${amount}: fri avbokning till ${when}.`,
    lessFeeUntil: ({ amount, fee, when }) =>
      `Avbokar du nu återbetalas ${amount}: totalbeloppet minus flygbolagets återbetalningsavgift på ${fee}, till ${when}.`,
    tierUntil: ({ amount, percent, day }) => `Avbokar du nu återbetalas ${amount} (${percent} av totalbeloppet) enligt rederiets villkor, till ${day}.`,
    deadlinePassed: 'Avbokar du nu återbetalas ingenting: fristen för fri avbokning har passerat.',
    tiersPassed: 'Avbokar du nu återbetalas ingenting: rederiets sista återbetalningsdag har passerat.',
    nonRefundable: 'Avbokar du nu återbetalas ingenting: bokningen är inte återbetalningsbar.',
    subject: (what, ref) => `Bokning avbokad: ${what} (${ref})`,
    intro: (what, ref) => `Din bokning är avbokad: ${what}. Referens: ${ref}.`,
    refunded: (amount) => `Återbetalning: ${amount}.`,
    refundFailed: (amount) => `Din återbetalning på ${amount} kunde inte genomföras ännu; vårt team ordnar den.`,
    notRefunded: 'Enligt bokningens avbokningsvillkor återbetalas ingenting.',
    nothingCharged: 'Inget debiterades för den här bokningen, så en avbokning återbetalar ingenting.',
  },
  no: {
    freeUntil: ({ amount, when }) => `Avbestiller du nå, refunderes ${amount}: gratis avbestilling til ${when}.`,
    lessFeeUntil: ({ amount, fee, when }) => `Avbestiller du nå, refunderes ${amount}: totalbeløpet minus flyselskapets refusjonsgebyr på ${fee}, til ${when}.`,
    tierUntil: ({ amount, percent, day }) => `Avbestiller du nå, refunderes ${amount} (${percent} av totalbeløpet) etter rederiets vilkår, til ${day}.`,
    deadlinePassed: 'Avbestiller du nå, refunderes ingenting: fristen for gratis avbestilling er passert.',
    tiersPassed: 'Avbestiller du nå, refunderes ingenting: rederiets siste refusjonsdato er passert.',
    nonRefundable: 'Avbestiller du nå, refunderes ingenting: denne bestillingen refunderes ikke.',
    subject: (what, ref) => `Bestilling avbestilt: ${what} (${ref})`,
    intro: (what, ref) => `Bestillingen din er avbestilt: ${what}. Referanse: ${ref}.`,
    refunded: (amount) => `Refusjon: ${amount}.`,
    refundFailed: (amount) => `Refusjonen din på ${amount} kunne ikke utstedes ennå; teamet vårt ordner den.`,
    notRefunded: 'Etter bestillingens avbestillingsvilkår refunderes ingenting.',
    nothingCharged: 'Ingenting ble belastet for denne bestillingen, så avbestilling refunderer ingenting.',
  },
  ar: {
    freeUntil: ({ amount, when }) => `الإلغاء الآن يسترد ${amount}: الإلغاء مجاني حتى ${when}.`,
    lessFeeUntil: ({ amount, fee, when }) => `الإلغاء الآن يسترد ${amount}: الإجمالي مخصومًا منه رسوم الاسترداد لشركة الطيران البالغة ${fee}، حتى ${when}.`,
    tierUntil: ({ amount, percent, day }) => `الإلغاء الآن يسترد ${amount} (${percent} من الإجمالي) وفق سياسة شركة الرحلات البحرية، حتى ${day}.`,
    deadlinePassed: 'الإلغاء الآن لا يسترد شيئًا: انتهت مهلة الإلغاء المجاني.',
    tiersPassed: 'الإلغاء الآن لا يسترد شيئًا: انقضى آخر موعد للاسترداد لدى شركة الرحلات البحرية.',
    nonRefundable: 'الإلغاء الآن لا يسترد شيئًا: هذا الحجز غير قابل للاسترداد.',
    subject: (what, ref) => `تم إلغاء الحجز: ${what} (${ref})`,
    intro: (what, ref) => `تم إلغاء حجزك: ${what}. المرجع: ${ref}.`,
    refunded: (amount) => `المبلغ المسترد: ${amount}.`,
    refundFailed: (amount) => `تعذّر إصدار استرداد ${amount} حتى الآن؛ سيتولى فريقنا إصداره.`,
    notRefunded: 'لا يُستحق أي استرداد وفق سياسة الإلغاء الخاصة بالحجز.',
    nothingCharged: 'لم يُخصم أي مبلغ مقابل هذا الحجز، لذا لا يُسترد شيء عند إلغائه.',
  },
};

/** The refund rule's words in a language; anything not an interface language reads English. */
export const refundTexts = (language: string | null | undefined): RefundTexts => REFUND_TEXTS[language as LanguageCode] ?? REFUND_TEXTS.en;
