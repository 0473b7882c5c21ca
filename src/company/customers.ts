/**
 * The company's customers: the ten sample customers (src/content/data/customers.json, ids 1–10, which the sample orders
 * and invoices name) and generated ones after them, ids 11 up to CUSTOMER_COUNT. A customer's row depends on its id
 * only, so both backends list the same customers.
 */
import { intBetween, pick, rngFor, weightedIndex, type Random } from './random.ts';
import type { ItemOf } from '../resources/index.ts';

type Customer = ItemOf<'customers'>;

/** How many customers the company has, the sample ones included. */
export const CUSTOMER_COUNT = 300;

/**
 * The sample customers' names, customer i + 1 at index i (a unit test holds them equal to the sample file, which this
 * module does not import: the server reads that file too, with node:fs).
 */
export const SAMPLE_CUSTOMER_NAMES = [
  'Mateo Rossi',
  'Chloé Dubois',
  'Arjun Mehta',
  'Olivia Bennett',
  'Yusuf Demir',
  'Hana Kim',
  'Lucas Silva',
  'Amara Nwosu',
  'Ethan Walker',
  'Isabella Conti',
] as const;

interface Market {
  country: string;
  currency: string;
  first: readonly string[];
  last: readonly string[];
  /** The company's legal form, written after its name. */
  forms: readonly string[];
  cities: readonly string[];
  streets: readonly string[];
  /** Builds a tax number of the country's shape from a random source. */
  taxId: (random: Random) => string;
  /** Writes an address: street, number, postcode and city as the country does. */
  address: (street: string, number: number, postcode: number, city: string) => string;
}

const digits = (random: Random, n: number) => Array.from({ length: n }, () => intBetween(random, 0, 9)).join('');
const europe = (street: string, number: number, postcode: number, city: string) => `${street} ${number}, ${postcode} ${city}`;
const anglo = (street: string, number: number, postcode: number, city: string) => `${number} ${street}, ${city} ${postcode}`;

/** Where the customers are, with the weight of each in the draw. */
const MARKETS: readonly (Market & { weight: number })[] = [
  {
    weight: 26,
    country: 'US',
    currency: 'USD',
    first: ['James', 'Emily', 'Michael', 'Sarah', 'David', 'Jessica', 'Daniel', 'Ashley', 'Ryan', 'Megan'],
    last: ['Carter', 'Hughes', 'Brooks', 'Foster', 'Reed', 'Hayes', 'Palmer', 'Ward', 'Porter', 'Grant'],
    forms: ['LLC', 'Inc.', 'Co.'],
    cities: ['Austin', 'Denver', 'Portland', 'Chicago', 'Boston', 'Seattle'],
    streets: ['Main Street', 'Oak Avenue', 'Market Street', 'Lake Drive', 'Pine Road'],
    taxId: (r) => `${digits(r, 2)}-${digits(r, 7)}`,
    address: anglo,
  },
  {
    weight: 14,
    country: 'DE',
    currency: 'EUR',
    first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Marie', 'Paul', 'Lena', 'Leon', 'Sophie'],
    last: ['Müller', 'Schmidt', 'Weber', 'Wagner', 'Becker', 'Hoffmann', 'Koch', 'Richter', 'Wolf', 'Neumann'],
    forms: ['GmbH', 'KG', 'AG'],
    cities: ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig', 'Stuttgart'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Lindenallee', 'Marktplatz'],
    taxId: (r) => `DE${digits(r, 9)}`,
    address: europe,
  },
  {
    weight: 12,
    country: 'GB',
    currency: 'GBP',
    first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Ava', 'Jack', 'Grace', 'Charlie', 'Freya'],
    last: ['Taylor', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Wright', 'Green', 'Hall', 'Wood', 'Clarke'],
    forms: ['Ltd', 'plc'],
    cities: ['London', 'Leeds', 'Bristol', 'Glasgow', 'Liverpool', 'Cardiff'],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Park Avenue'],
    taxId: (r) => `GB${digits(r, 9)}`,
    address: anglo,
  },
  {
    weight: 10,
    country: 'FR',
    currency: 'EUR',
    first: ['Louis', 'Camille', 'Hugo', 'Manon', 'Jules', 'Inès', 'Arthur', 'Léa', 'Gabriel', 'Zoé'],
    last: ['Martin', 'Bernard', 'Moreau', 'Laurent', 'Simon', 'Michel', 'Lefèvre', 'Garnier', 'Fontaine', 'Rousseau'],
    forms: ['SARL', 'SAS'],
    cities: ['Paris', 'Lyon', 'Marseille', 'Bordeaux', 'Nantes', 'Lille'],
    streets: ['Rue de la Paix', 'Avenue Victor Hugo', 'Rue Nationale', 'Boulevard Voltaire', 'Rue du Port'],
    taxId: (r) => `FR${digits(r, 11)}`,
    address: (street, number, postcode, city) => `${number} ${street}, ${postcode} ${city}`,
  },
  {
    weight: 9,
    country: 'IT',
    currency: 'EUR',
    first: ['Marco', 'Giulia', 'Luca', 'Chiara', 'Matteo', 'Sara', 'Andrea', 'Elena', 'Davide', 'Marta'],
    last: ['Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno'],
    forms: ['S.r.l.', 'S.p.A.'],
    cities: ['Milano', 'Roma', 'Torino', 'Bologna', 'Firenze', 'Napoli'],
    streets: ['Via Roma', 'Via Garibaldi', 'Corso Italia', 'Via Mazzini', 'Via Dante'],
    taxId: (r) => `IT${digits(r, 11)}`,
    address: europe,
  },
  {
    weight: 8,
    country: 'ES',
    currency: 'EUR',
    first: ['Pablo', 'Lucía', 'Javier', 'Carmen', 'Diego', 'Elena', 'Álvaro', 'Paula', 'Sergio', 'Marta'],
    last: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Moreno'],
    forms: ['S.L.', 'S.A.'],
    cities: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga'],
    streets: ['Calle Mayor', 'Gran Vía', 'Calle del Sol', 'Avenida de la Constitución', 'Calle Real'],
    taxId: (r) => `ES${String.fromCharCode(65 + intBetween(r, 0, 7))}${digits(r, 8)}`,
    address: europe,
  },
  {
    weight: 8,
    country: 'JP',
    currency: 'JPY',
    first: ['Haruto', 'Yui', 'Sota', 'Hina', 'Ren', 'Aoi', 'Yuto', 'Sakura', 'Kaito', 'Mei'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
    forms: ['K.K.', 'G.K.'],
    cities: ['Tokyo', 'Osaka', 'Yokohama', 'Nagoya', 'Sapporo', 'Fukuoka'],
    streets: ['Chuo-dori', 'Meiji-dori', 'Sakura-dori', 'Omotesando', 'Aoyama-dori'],
    taxId: (r) => `T${digits(r, 13)}`,
    address: (street, number, postcode, city) => `${number} ${street}, ${city} ${String(postcode).padStart(7, '0')}`,
  },
  {
    weight: 7,
    country: 'BR',
    currency: 'BRL',
    first: ['Gabriel', 'Beatriz', 'Rafael', 'Larissa', 'Thiago', 'Camila', 'Bruno', 'Juliana', 'Felipe', 'Mariana'],
    last: ['Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Costa', 'Almeida', 'Ferreira', 'Rocha', 'Barbosa'],
    forms: ['Ltda', 'S.A.'],
    cities: ['São Paulo', 'Rio de Janeiro', 'Curitiba', 'Recife', 'Salvador', 'Belo Horizonte'],
    streets: ['Rua das Flores', 'Avenida Brasil', 'Rua Augusta', 'Avenida Atlântica', 'Rua XV de Novembro'],
    taxId: (r) => `${digits(r, 2)}.${digits(r, 3)}.${digits(r, 3)}/0001-${digits(r, 2)}`,
    address: (street, number, postcode, city) => `${street} ${number}, ${city} ${postcode}`,
  },
  {
    weight: 6,
    country: 'IN',
    currency: 'INR',
    first: ['Aarav', 'Ananya', 'Vihaan', 'Diya', 'Rohan', 'Priya', 'Kabir', 'Isha', 'Arnav', 'Meera'],
    last: ['Sharma', 'Patel', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Rao', 'Joshi', 'Kapoor'],
    forms: ['Pvt Ltd', 'LLP'],
    cities: ['Mumbai', 'Delhi', 'Pune', 'Chennai', 'Hyderabad', 'Kolkata'],
    streets: ['MG Road', 'Park Street', 'Linking Road', 'Brigade Road', 'Anna Salai'],
    taxId: (r) => `${digits(r, 2)}AAB${String.fromCharCode(65 + intBetween(r, 0, 25))}${digits(r, 4)}F1Z${digits(r, 1)}`,
    address: (street, number, postcode, city) => `${number} ${street}, ${city} ${postcode}`,
  },
];

const MARKET_WEIGHTS = MARKETS.map((m) => m.weight);

/** The generated customer `id` (11 and above): the same row for the same id, always. */
export function generatedCustomer(id: number): Customer {
  const random = rngFor('customer', id);
  const market = MARKETS[weightedIndex(random, MARKET_WEIGHTS)]!;
  const first = pick(random, market.first);
  const last = pick(random, market.last);
  // The id in the company's name keeps two customers of the same surname apart.
  const company = `${last} ${pick(random, ['Sports', 'Footwear', 'Running', 'Outdoor', 'Athletics', 'Retail'])} ${pick(random, market.forms)}`;
  const slug = `${last}${id}`
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
  const local = `${first}.${last}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  return {
    id,
    name: `${first} ${last}`,
    company,
    email: `${local}@${slug}.example`,
    billingAddress: market.address(
      pick(random, market.streets),
      intBetween(random, 1, 240),
      intBetween(random, 10_000, 99_999),
      pick(random, market.cities),
    ),
    country: market.country,
    taxId: market.taxId(random),
    currency: market.currency,
  };
}

/** The generated customers, ids 11 to CUSTOMER_COUNT (the sample ones are the sample file's). */
export function generatedCustomers(): Customer[] {
  return Array.from({ length: CUSTOMER_COUNT - SAMPLE_CUSTOMER_NAMES.length }, (_, i) =>
    generatedCustomer(SAMPLE_CUSTOMER_NAMES.length + 1 + i),
  );
}

/** The name of customer `id` (1 to CUSTOMER_COUNT), as the orders carry it. */
export function customerName(id: number): string {
  names ??= [...SAMPLE_CUSTOMER_NAMES, ...generatedCustomers().map((c) => c.name)];
  return names[id - 1]!;
}
let names: string[] | undefined;
