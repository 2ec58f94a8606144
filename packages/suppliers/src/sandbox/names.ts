import type { NameStyle } from '../world/data.ts';
import type { Rng } from '../prng.ts';

// Word lists for sandbox hotel names and street addresses, in the manner of each country's main
// language. '{c}' is the city, '{a}' and '{b}' words from the lists, '{n}' a street number.

interface Style {
  hotel: readonly string[];
  a: readonly string[];
  b: readonly string[];
  street: readonly string[];
  streetWords: readonly string[];
}

const en: Style = {
  hotel: ['The {a} {c}', '{c} {a} Hotel', '{a} Suites {c}', 'The {a} House', '{c} {a} {b}', 'Grand {a} Hotel'],
  a: [
    'Harbourview',
    'Kensington',
    'Meridian',
    'Parkside',
    'Riverside',
    'Grandview',
    'Skyline',
    'Regency',
    'Ambassador',
    'Sterling',
    'Lighthouse',
    'Wellington',
    'Beacon',
    'Continental',
    'Majestic',
    'Metropole',
    'Royal Garden',
    'Oakwood',
  ],
  b: ['Inn', 'Suites', 'Hotel', 'Residences', 'Lodge'],
  street: ['{n} {w} Street', '{n} {w} Road', '{n} {w} Avenue', '{n} {w} Lane', '{n} {w} Boulevard'],
  streetWords: ['High', 'Park', 'Victoria', 'King', 'Queen', 'Church', 'Market', 'Harbour', 'Station', 'Elm', 'Maple', 'Cedar', 'Bridge', 'Mill'],
};

const STYLES: Readonly<Record<NameStyle, Style>> = {
  en,
  fr: {
    hotel: ['Hôtel {a} {b}', 'Hôtel {a}', 'La Maison {a}', 'Hôtel {a} {c}', 'Les Jardins {b}'],
    a: ['Lumière', 'Étoile', 'Jardin', 'Palais', 'Rivage', 'Opéra', 'Mistral', 'Horizon', 'Belle Époque', 'Beaux-Arts', 'Lys', 'Voltaire'],
    b: ['Saint-Germain', 'Saint-Honoré', 'Rive Gauche', 'Bellevue', 'du Parc', 'des Arts', 'de la Gare', 'du Palais'],
    street: ['{n} rue {w}', '{n} boulevard {w}', '{n} avenue {w}'],
    streetWords: ['de la Paix', 'du Faubourg', 'des Lilas', 'Victor Hugo', 'Saint-Michel', 'de la République', 'des Écoles', 'du Commerce', 'Voltaire'],
  },
  es: {
    hotel: ['Hotel {a} {c}', 'Gran Hotel {a}', 'Hostal {a}', 'Hotel Boutique {a}', 'Casa {a}'],
    a: ['Casa del Sol', 'Plaza Mayor', 'Alameda', 'Mirador', 'Las Palmas', 'Real', 'Santa Lucía', 'Catedral', 'Puerta del Mar', 'Jardines', 'Azahar'],
    b: [],
    street: ['Calle {w}, {n}', 'Avenida {w}, {n}', 'Paseo {w}, {n}'],
    streetWords: ['Mayor', 'del Sol', 'Real', 'San Francisco', 'de la Luna', 'Nueva', 'del Prado', 'de Cervantes', 'de la Paz'],
  },
  pt: {
    hotel: ['Hotel {a}', 'Pousada {a}', 'Casa {a}', 'Hotel {a} {c}', 'Palácio {a}'],
    a: ['Avenida', 'Baixa', 'Jardim', 'Miradouro', 'Estrela', 'Ribeira', 'Atlântico', 'Oliveira', 'Sol Nascente', 'Azulejo'],
    b: [],
    street: ['Rua {w}, {n}', 'Avenida {w}, {n}', 'Travessa {w}, {n}'],
    streetWords: ['Augusta', 'da Prata', 'das Flores', 'do Comércio', 'Garrett', 'da Liberdade', 'das Palmeiras', 'do Carmo'],
  },
  it: {
    hotel: ['Hotel {a}', 'Albergo {a}', 'Palazzo {a}', 'Hotel {a} {c}', 'Villa {a}'],
    a: ['Bellavista', 'Duomo', 'Rosa', 'Antico', 'Piazza', 'Giardino', 'Aurora', 'Stella', 'Fontana', 'Belvedere'],
    b: [],
    street: ['Via {w}, {n}', 'Corso {w}, {n}', 'Piazza {w}, {n}'],
    streetWords: ['Roma', 'Garibaldi', 'Dante', 'Mazzini', 'del Corso', 'Verdi', 'Cavour', 'della Repubblica'],
  },
  de: {
    hotel: ['Hotel {a}', 'Hotel {a} {c}', '{a} Hotel {c}', 'Gasthof {a}', 'Hotel Am {b}'],
    a: ['Kaiserhof', 'Lindenhof', 'Stadtgarten', 'Sonnenhof', 'Königshof', 'Schlossgarten', 'Bergblick', 'Altstadt', 'Residenz'],
    b: ['Stadtpark', 'Marktplatz', 'Dom', 'Hauptbahnhof', 'See'],
    street: ['{w}straße {n}', '{w}weg {n}', '{w}platz {n}'],
    streetWords: ['Haupt', 'Bahnhof', 'Garten', 'Linden', 'Schiller', 'Goethe', 'Kirch', 'Markt', 'Mozart'],
  },
  sv: {
    hotel: ['Hotel {a}', '{c} {a} Hotell', 'Hotell {a}', 'Hotel {a} {c}'],
    a: ['Nordstjärnan', 'Hamnen', 'Fyren', 'Linnéa', 'Strand', 'Skyline', 'Kungsträdgården', 'Sjöfart', 'Björken'],
    b: [],
    street: ['{w}gatan {n}', '{w}vägen {n}'],
    streetWords: ['Drottning', 'Kungs', 'Stor', 'Hamn', 'Kyrk', 'Strand', 'Skol', 'Sjö'],
  },
  no: {
    hotel: ['Hotel {a}', '{c} {a} Hotell', 'Hotell {a}', 'Hotel {a} {c}'],
    a: ['Nordlys', 'Fjordgården', 'Havnen', 'Fyret', 'Bryggen', 'Stjerne', 'Solsiden', 'Bjørk', 'Vinterhagen'],
    b: [],
    street: ['{w}gata {n}', '{w}veien {n}'],
    streetWords: ['Kongens', 'Dronning', 'Storgata', 'Havne', 'Kirke', 'Strand', 'Skole', 'Fjord'],
  },
  da: {
    hotel: ['Hotel {a}', '{c} {a} Hotel', 'Hotel {a} {c}'],
    a: ['Nyhavn', 'Kronen', 'Havnegården', 'Fyrtårnet', 'Linden', 'Stjernen', 'Strandlyst', 'Tivoli Have', 'Bøgen'],
    b: [],
    street: ['{w}gade {n}', '{w}vej {n}', '{w}stræde {n}'],
    streetWords: ['Konge', 'Dronninge', 'Store', 'Havne', 'Kirke', 'Strand', 'Skole', 'Mølle'],
  },
  ja: {
    hotel: ['Hotel {a} {c}', '{c} {a} Hotel', 'Ryokan {a}', 'Hotel {a}'],
    a: ['Sakura', 'Hanami', 'Tsuki', 'Kaze', 'Midori', 'Hoshi', 'Yuki', 'Momiji', 'Kawa'],
    b: [],
    street: ['{n}-{m} {w}', '{m}-{n} {w}-chō'],
    streetWords: ['Nishi', 'Higashi', 'Chūō', 'Minami', 'Kita', 'Sakae', 'Honmachi', 'Motomachi'],
  },
  ar: {
    hotel: ['{a} {c} Hotel', '{a} Resort & Spa', 'Hotel {a}', '{a} Suites'],
    a: ['Al Waha', 'Al Noor', 'Desert Rose', 'Pearl', 'Oasis', 'Marina', 'Palm Gardens', 'Al Zahra', 'Al Qasr', 'Corniche'],
    b: [],
    street: ['{w} Street {n}', 'Building {n}, {w} Road'],
    streetWords: ['Al Corniche', 'Al Wasl', 'Al Nahda', 'Al Souk', 'Al Bahr', 'Al Rawda', 'Al Manara'],
  },
};

const fill = (template: string, values: Readonly<Record<string, string>>) => template.replace(/\{(\w)\}/g, (_, k: string) => values[k] ?? '');

/** A hotel name in the manner of the country ('Hôtel Lumière Saint-Germain'), different from `taken`. */
export function hotelName(rng: Rng, style: NameStyle, city: string, taken: ReadonlySet<string>): string {
  const s = STYLES[style];
  for (let tries = 0; tries < 20; tries += 1) {
    const name = fill(rng.pick(s.hotel), { c: city, a: rng.pick(s.a), b: s.b.length > 0 ? rng.pick(s.b) : rng.pick(en.b) });
    if (!taken.has(name)) return name;
  }
  return `${fill(rng.pick(s.hotel), { c: city, a: rng.pick(s.a), b: rng.pick(en.b) })} ${taken.size + 1}`;
}

/** A street address line in the manner of the country ('12 rue de la Paix', 'Calle Mayor, 8'). */
export function streetLine(rng: Rng, style: NameStyle): string {
  const s = STYLES[style];
  return fill(rng.pick(s.street), { n: String(rng.int(1, 180)), m: String(rng.int(1, 30)), w: rng.pick(s.streetWords) });
}
