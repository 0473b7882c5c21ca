#!/usr/bin/env node
// Writes the fake backend's sample data (src/content/data/*.json) and the local images it refers to:
// avatars (@dicebear "personas", public/images/avatars), product drawings (public/images/products) and
// seller logos (public/images/logos). Deterministic: running it twice gives the same files.
// The JSON is validated against src/schemas by the content collections at build and by a unit test.
// Usage: node tools/generate-sample-data.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAvatar } from '@dicebear/core';
import { personas } from '@dicebear/collection';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'src/content/data');
const img = (...p) => join(root, 'public/images', ...p);
for (const dir of [dataDir, img('avatars'), img('products'), img('logos')]) mkdirSync(dir, { recursive: true });

// mulberry32: a tiny seeded PRNG so the data is varied but identical on every run.
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = prng(20261121);
const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
const pick = (list) => list[Math.floor(rand() * list.length)];
const round2 = (n) => Math.round(n * 100) / 100;
/** Every value of an enumeration first (so each appears), then random ones. */
const covering = (values, n) => Array.from({ length: n }, (_, i) => (i < values.length ? values[i] : pick(values)));
const shuffle = (list) => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const day = (iso) => WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];
const addDays = (iso, n) => new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const slug = (name) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// ---------- people (one pool, so the same person has the same face in every list) ----------
const PEOPLE = [
  ['Emma Larsen', 'Copenhagen, Denmark'],
  ['Liam Okafor', 'Lagos, Nigeria'],
  ['Sofia Márquez', 'Madrid, Spain'],
  ['Noah Fischer', 'Berlin, Germany'],
  ['Aiko Tanaka', 'Osaka, Japan'],
  ['Mateo Rossi', 'Milan, Italy'],
  ['Chloé Dubois', 'Lyon, France'],
  ['Arjun Mehta', 'Bengaluru, India'],
  ['Olivia Bennett', 'Manchester, UK'],
  ['Yusuf Demir', 'Istanbul, Türkiye'],
  ['Hana Kim', 'Seoul, South Korea'],
  ['Lucas Silva', 'São Paulo, Brazil'],
  ['Amara Nwosu', 'Accra, Ghana'],
  ['Ethan Walker', 'Austin, USA'],
  ['Isabella Conti', 'Rome, Italy'],
  ['Mikhail Petrov', 'Tbilisi, Georgia'],
  ['Leila Haddad', 'Dubai, UAE'],
  ['Daniel Cohen', 'Toronto, Canada'],
  ['Mei Chen', 'Shanghai, China'],
  ['Oscar Lindqvist', 'Stockholm, Sweden'],
  ['Priya Nair', 'Singapore'],
  ['Jonas Weber', 'Zurich, Switzerland'],
  ['Grace O’Neill', 'Dublin, Ireland'],
  ['Tomás García', 'Buenos Aires, Argentina'],
].map(([name, location], i) => {
  const [first, ...rest] = name.split(' ');
  const handle = slug(`${first}.${rest.join('')}`).replace(/-/g, '.');
  return {
    name,
    location,
    img: `/images/avatars/${slug(name)}.svg`,
    email: `${handle}@stride.dev`,
    handle: `@${handle.slice(0, 18)}`,
    phone: `+1 (555) ${String(200 + i * 37).padStart(3, '0')}-${String(1000 + i * 313).slice(-4)}`,
  };
});
const AVATAR_BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c9f2d0'];
PEOPLE.forEach((p, i) => {
  const svg = createAvatar(personas, { seed: p.name, backgroundColor: [AVATAR_BACKGROUNDS[i % AVATAR_BACKGROUNDS.length]] }).toString();
  writeFileSync(img('avatars', `${slug(p.name)}.svg`), svg);
});
const person = (i) => PEOPLE[i % PEOPLE.length];

const JOBS = [
  'Frontend Developer',
  'Product Designer',
  'HR Manager',
  'Accountant',
  'Sales Executive',
  'Project Manager',
  'QA Engineer',
  'Data Analyst',
  'Marketing Lead',
  'Customer Support Lead',
  'DevOps Engineer',
  'Backend Developer',
];

// ---------- product drawings ----------
const SHAPES = {
  runner: (c, a) =>
    `<path d="M22 104c6-18 18-30 34-34l18 14c10 8 22 10 34 8l22-2c10 0 18 8 18 18v6H22z" fill="${c}"/><path d="M22 110h126v10c0 4-3 6-6 6H28c-3 0-6-2-6-6z" fill="${a}"/><path d="M60 78l8 10M70 74l8 10M80 72l8 10" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`,
  boot: (c, a) =>
    `<path d="M48 40h40v46c0 6 6 10 12 12l26 8c8 2 12 8 12 16v2H40V48c0-4 4-8 8-8z" fill="${c}"/><path d="M40 122h98v8c0 3-2 5-5 5H45c-3 0-5-2-5-5z" fill="${a}"/><path d="M56 52h24M56 64h24M56 76h24" stroke="${a}" stroke-width="4" stroke-linecap="round"/>`,
  sandal: (c, a) =>
    `<path d="M20 116c0-8 6-12 14-12h96c10 0 18 4 18 12s-8 10-18 10H34c-8 0-14-2-14-10z" fill="${a}"/><path d="M52 104c4-24 24-34 44-30M70 104c6-16 22-22 38-18" stroke="${c}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  hightop: (c, a) =>
    `<path d="M40 44h34l6 44c14 4 30 6 46 10 10 2 16 10 16 18H30l4-62c0-6 2-10 6-10z" fill="${c}"/><circle cx="58" cy="66" r="9" fill="#fff" opacity=".9"/><path d="M28 116h116v8c0 4-3 6-6 6H34c-4 0-6-2-6-6z" fill="${a}"/>`,
  heel: (c, a) =>
    `<path d="M26 70c10 0 20 6 30 16l22 22h52c8 0 12 6 12 12H60L34 94c-4 10-6 20-6 32h-6c0-22 0-40 4-56z" fill="${c}"/><path d="M112 112h8l-2 24h-4z" fill="${a}"/>`,
  slipon: (c, a) =>
    `<path d="M24 100c4-14 16-22 32-22h26c18 0 36 10 50 16 10 4 16 10 16 18H24z" fill="${c}"/><path d="M56 80c8 8 20 10 32 6" stroke="${a}" stroke-width="4" fill="none"/><path d="M24 112h124v8c0 3-3 6-6 6H30c-3 0-6-3-6-6z" fill="${a}"/>`,
};
const PRODUCT_ART = [
  ['runner', '#4f46e5', '#1e1b4b', '#e0e7ff'],
  ['boot', '#92400e', '#451a03', '#fef3c7'],
  ['sandal', '#0d9488', '#134e4a', '#ccfbf1'],
  ['hightop', '#dc2626', '#1f2937', '#fee2e2'],
  ['heel', '#be185d', '#500724', '#fce7f3'],
  ['slipon', '#0369a1', '#0c4a6e', '#e0f2fe'],
  ['runner', '#16a34a', '#14532d', '#dcfce7'],
  ['hightop', '#7c3aed', '#2e1065', '#ede9fe'],
  ['boot', '#374151', '#111827', '#e5e7eb'],
  ['runner', '#ea580c', '#431407', '#ffedd5'],
];
const productImage = (i, label) => {
  const [shape, c, a, bg] = PRODUCT_ART[i % PRODUCT_ART.length];
  const file = `shoe-${String(i + 1).padStart(2, '0')}.svg`;
  writeFileSync(
    img('products', file),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" role="img" aria-label="${label}"><rect width="160" height="160" rx="20" fill="${bg}"/>${SHAPES[shape](c, a)}</svg>\n`,
  );
  return `/images/products/${file}`;
};

// ---------- seller logos ----------
const MARKS = [
  (c) => `<circle cx="40" cy="40" r="22" fill="${c}"/><circle cx="40" cy="40" r="10" fill="#fff"/>`,
  (c) => `<path d="M40 14l26 46H14z" fill="${c}"/><path d="M40 34l10 18H30z" fill="#fff"/>`,
  (c) => `<path d="M40 12l24 14v28L40 68 16 54V26z" fill="${c}"/><path d="M40 28l10 6v12l-10 6-10-6V34z" fill="#fff"/>`,
  (c) =>
    `<rect x="16" y="16" width="48" height="48" rx="12" fill="${c}"/><path d="M28 52l12-24 12 24" stroke="#fff" stroke-width="6" fill="none" stroke-linejoin="round"/>`,
  (c) =>
    `<path d="M14 50c10-20 20-20 26 0s16 20 26 0" stroke="${c}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M14 32c10-20 20-20 26 0s16 20 26 0" stroke="${c}" stroke-width="9" fill="none" stroke-linecap="round" opacity=".5"/>`,
  (c) =>
    `<path d="M20 60L40 16l20 44" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/><circle cx="40" cy="48" r="6" fill="${c}"/>`,
  (c) =>
    `<rect x="14" y="14" width="24" height="24" rx="6" fill="${c}"/><rect x="42" y="14" width="24" height="24" rx="12" fill="${c}" opacity=".6"/><rect x="14" y="42" width="24" height="24" rx="12" fill="${c}" opacity=".6"/><rect x="42" y="42" width="24" height="24" rx="6" fill="${c}"/>`,
  (c) =>
    `<circle cx="40" cy="40" r="24" fill="none" stroke="${c}" stroke-width="8"/><path d="M40 24v16l10 8" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
];
const LOGO_COLOURS = ['#4f46e5', '#0d9488', '#ea580c', '#be185d', '#0369a1', '#16a34a', '#7c3aed', '#b45309'];
const logo = (i, company) => {
  const file = `${slug(company)}.svg`;
  writeFileSync(
    img('logos', file),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80" role="img" aria-label="${company.replaceAll('&', '&amp;')}"><rect width="80" height="80" rx="16" fill="#f8fafc"/>${MARKS[i % MARKS.length](LOGO_COLOURS[i % LOGO_COLOURS.length])}</svg>\n`,
  );
  return `/images/logos/${file}`;
};

// ---------- lists ----------
const data = {};

const PRODUCTS = [
  ['Aero Runner 2', 'Running', 129.99],
  ['Summit Hiking Boot', 'Hiking', 189.0],
  ['Coastline Sandal', 'Sandals', 54.5],
  ['Court Pro High', 'Basketball', 149.99],
  ['Evening Pump', 'Formal', 119.0],
  ['Cloud Walk Slip-on', 'Lifestyle', 79.95],
  ['Trail Blazer GTX', 'Trail running', 164.0],
  ['Studio Canvas High', 'Lifestyle', 69.0],
  ['Metro Chelsea Boot', 'Boots', 174.65],
  ['Velocity Tempo', 'Running', 299.99],
];
data.product = PRODUCTS.map(([productName, category, price], i) => {
  const stock = i === 4 ? 0 : int(12, 640);
  return {
    id: i + 1,
    productCode: `#SH-${1040 + i * 7}`,
    img: productImage(i, productName),
    productName,
    category,
    price,
    stock,
    revenue: round2(price * int(40, 900)),
    status:
      covering(['Scheduled', 'Publish', 'Inactive'], PRODUCTS.length)[i] === 'Inactive' || stock === 0
        ? 'Inactive'
        : ['Publish', 'Scheduled'][i % 7 === 0 ? 1 : 0],
  };
});
// Keep every product status present: first Scheduled, one Inactive (no stock), the rest published.
data.product[0].status = 'Scheduled';
data.product[7].status = 'Scheduled';

const GRID = [
  ['Aero Runner 2', 129.99, 159.99],
  ['Court Pro High', 149.99, 179.0],
  ['Cloud Walk Slip-on', 79.95, 99.0],
  ['Trail Blazer GTX', 164.0, 199.0],
  ['Studio Canvas High', 69.0, 85.0],
  ['Metro Chelsea Boot', 174.65, 210.0],
  ['Coastline Sandal', 54.5, 65.0],
  ['Velocity Tempo', 299.99, 349.99],
];
const gridArt = [0, 3, 5, 6, 7, 8, 2, 9];
data.productgrid = GRID.map(([productName, price, delPrice], i) => ({
  id: i + 1,
  productName,
  img: `/images/products/shoe-${String(gridArt[i] + 1).padStart(2, '0')}.svg`,
  price,
  delPrice,
  rating: [4.8, 4.5, 4.2, 4.7, 3.9, 4.6, 4.1, 4.9][i],
  ratingNumber: int(18, 2400),
  isFav: i % 3 === 0,
}));

// The customers the sample orders are from: order i is customer i's (no draw from the stream, so the other lists
// stay as they were).
const CUSTOMERS = [
  ['Rossi Calzature S.r.l.', 'Via Tortona 31, 20144 Milano', 'IT', 'IT04521730967', 'EUR'],
  ['Dubois Sport SARL', '12 Rue Mercière, 69002 Lyon', 'FR', 'FR40803512679', 'EUR'],
  ['Mehta Retail Pvt Ltd', '80 MG Road, Bengaluru 560001', 'IN', '29AABCM1234F1Z5', 'INR'],
  ['Bennett Outdoor Ltd', '45 Deansgate, Manchester M3 2AY', 'GB', 'GB284916537', 'GBP'],
  ['Demir Spor A.Ş.', 'İstiklal Cd. 120, 34430 Beyoğlu, İstanbul', 'TR', '4710529836', 'TRY'],
  ['Kim Running Co.', '22 Teheran-ro, Gangnam-gu, Seoul 06142', 'KR', '220-81-62517', 'KRW'],
  ['Silva Esportes Ltda', 'Av. Paulista 1578, São Paulo, SP 01310-200', 'BR', '12.345.678/0001-95', 'BRL'],
  ['Nwosu Trading Ltd', '14 Oxford Street, Osu, Accra', 'GH', 'C0004519283', 'GHS'],
  ['Walker Fitness LLC', '415 Congress Avenue, Austin, TX 78701', 'US', '74-3219856', 'USD'],
  ['Conti Moda S.p.A.', 'Via del Corso 184, 00186 Roma', 'IT', 'IT09834510582', 'EUR'],
];
data.customers = CUSTOMERS.map(([company, billingAddress, country, taxId, currency], i) => {
  const p = person(i + 5);
  return {
    id: i + 1,
    name: p.name,
    company,
    email: `${p.email.split('@')[0]}@${slug(company.split(' ')[0])}.example`,
    billingAddress,
    country,
    taxId,
    currency,
  };
});

const PAY = ['Credit Card', 'Paypal', 'Visa Card', 'American Express', 'COD'];
const ORDER_STATUS = ['Delivered', 'Shipping', 'New', 'Pending', 'Return', 'Cancelled'];
const orderStatuses = shuffle(covering(ORDER_STATUS, 10));
const orderPays = shuffle(covering(PAY, 10));
data.order = Array.from({ length: 10 }, (_, i) => {
  const orderDate = addDays('2026-10-04', i * 4 + int(0, 3));
  return {
    id: i + 1,
    orderId: `#ST-${10452 + i * 13}`,
    orderDate,
    deliveryDate: addDays(orderDate, int(2, 8)),
    customerId: data.customers[i].id,
    customerName: data.customers[i].name,
    paymentMethod: orderPays[i],
    amount: round2(int(45, 980) + rand()),
    deliveryStatus: orderStatuses[i],
  };
});

const COMPANIES = [
  'Northwind Footwear',
  'Solefield & Co.',
  'Peak and Path',
  'Urbanstep',
  'Marea Sandals',
  'Kinetic Labs',
  'Hearth Leather',
  'Tempo Athletics',
];
data.seller = COMPANIES.map((companyName, i) => {
  const sales = int(120, 9800);
  return {
    id: i + 1,
    isFav: i % 3 === 1,
    logo: logo(i, companyName),
    companyName,
    name: person(i + 9).name,
    sales,
    products: int(8, 240),
    revenue: round2(sales * (40 + rand() * 90)),
  };
});

const DEPARTMENTS = [
  'Engineering',
  'Product Design',
  'Human Resources',
  'Finance',
  'Sales',
  'Marketing',
  'Customer Support',
  'Operations',
  'Legal',
  'Logistics',
];
data.department = DEPARTMENTS.map((departmentName, i) => ({
  id: i + 1,
  departmentName,
  HOD: person(i * 2 + 1).name,
  phone: `+1 (555) 010-${String(1200 + i * 41).slice(-4)}`,
  email: `${slug(departmentName).replace(/-/g, '.')}@stride.dev`,
  employee: int(4, 86),
}));

data.employee = Array.from({ length: 12 }, (_, i) => {
  const p = person(i);
  return {
    id: i + 1,
    employeeId: `EMP-${String(1001 + i * 3)}`,
    name: p.name,
    img: p.img,
    designation: JOBS[i],
    email: p.email,
    phone: p.phone,
    location: p.location,
    experience: int(1, 16),
    joinDate: addDays('2016-02-01', i * 290 + int(0, 120)),
  };
});

const HOLIDAYS = [
  ['2026-01-01', 'New Year’s Day', 'Gazetted Holiday'],
  ['2026-03-08', 'International Women’s Day', 'Observance'],
  ['2026-04-03', 'Good Friday', 'Gazetted Holiday'],
  ['2026-04-22', 'Earth Day', 'Observance'],
  ['2026-05-01', 'Labour Day', 'Gazetted Holiday'],
  ['2026-06-15', 'Company Foundation Day', 'Restricted Holiday'],
  ['2026-08-31', 'Summer Bank Holiday', 'Gazetted Holiday'],
  ['2026-11-09', 'Diwali', 'Restricted Holiday'],
  ['2026-11-26', 'Thanksgiving Day', 'Restricted Holiday'],
  ['2026-12-25', 'Christmas Day', 'Gazetted Holiday'],
];
data.holidays = HOLIDAYS.map(([date, holidayName, type], i) => ({ id: i + 1, day: day(date), date, holidayName, type }));

const hhmm = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
{
  const days = [];
  for (let d = '2026-11-02'; days.length < 10; d = addDays(d, 1)) if (!['Saturday', 'Sunday'].includes(day(d))) days.push(d);
  data.attendance = days.map((date, i) => {
    const checkIn = 8 * 60 + 40 + int(0, 45);
    const checkOut = 17 * 60 + int(0, 130);
    const mealBreak = pick([30, 45, 60]);
    const workHours = checkOut - checkIn - mealBreak;
    return {
      id: i + 1,
      day: day(date),
      date,
      checkIn: hhmm(checkIn),
      checkOut: hhmm(checkOut),
      mealBreak,
      workHours,
      overtime: Math.max(0, workHours - 480),
    };
  });
}

const LEAVE_TYPES = ['Medical Leave', 'Casual Leave', 'Sick Leave'];
const REASONS = {
  'Medical Leave': [
    'Knee surgery and recovery',
    'Scheduled dental operation',
    'Follow-up treatment at the clinic',
    'Physiotherapy after an injury',
  ],
  'Casual Leave': ['Family wedding abroad', 'Moving to a new flat', 'Child’s school graduation', 'Visiting parents for the holidays'],
  'Sick Leave': ['Flu with a high fever', 'Migraine', 'Stomach infection', 'Recovering from a bad cold'],
};
const leaves = (statuses, who, key) => {
  const types = shuffle(covering(LEAVE_TYPES, 10));
  const st = shuffle(covering(statuses, 10));
  return types.map((leaveType, i) => {
    const from = addDays('2026-09-07', i * 9 + int(0, 4));
    const noOfDays = leaveType === 'Medical Leave' ? int(3, 10) : int(1, 4);
    return {
      id: i + 1,
      leaveType,
      reason: pick(REASONS[leaveType]),
      noOfDays,
      from,
      to: addDays(from, noOfDays - 1),
      [key]: who(i),
      status: st[i],
    };
  });
};
data.leave_employee = leaves(['Approved', 'Pending', 'Declined'], (i) => person(i % 3 === 0 ? 2 : 8).name, 'approvedBy');
data.leave_hr = leaves(['Approved', 'Pending', 'Declined', 'New'], (i) => person(i + 3).name, 'employeeName');

data.salary = data.employee.slice(0, 10).map((e, i) => {
  const salary = int(42, 128) * 1000;
  return {
    id: i + 1,
    employeeId: e.employeeId,
    joiningDate: e.joinDate,
    name: e.name,
    img: e.img,
    designation: e.designation,
    emailId: e.email,
    phoneNumber: e.phone,
    salary,
    bonus: Math.round((salary * pick([0, 0.05, 0.08, 0.1, 0.12])) / 50) * 50,
  };
});

const estStatus = shuffle(covering(['Accepted', 'Declined', 'Expired'], 10));
data.estimate = Array.from({ length: 10 }, (_, i) => {
  const estimateDate = addDays('2026-07-01', i * 12 + int(0, 6));
  return {
    id: i + 1,
    estimateNumber: `EST-2026-${String(31 + i * 3).padStart(3, '0')}`,
    clientName: [
      'Brightline Retail',
      'Oakridge Sports',
      'Nimbus Outfitters',
      'Harbor & Co.',
      'Veloce Bikes',
      'Lumen Studios',
      'Atlas Logistics',
      'Greenleaf Market',
      'Polar Gear',
      'Sunrise Hotels',
    ][i],
    estimateBy: person(i % 4 === 0 ? 13 : 6 + (i % 3)).name,
    estimateDate,
    expiryDate: addDays(estimateDate, pick([14, 30, 45])),
    amount: round2(int(900, 48000) + rand()),
    status: estStatus[i],
  };
});

const EXPENSES = [
  ['Ergonomic office chairs (4)', 1396.0],
  ['Figma team licence renewal', 900.0],
  ['Cloud hosting, October', 2384.52],
  ['Team offsite catering', 1150.75],
  ['MacBook Pro 14″ for design', 2499.0],
  ['Conference tickets (3)', 1497.0],
  ['Printer toner and paper', 186.4],
  ['Coffee beans and supplies', 132.9],
  ['Courier services', 264.3],
  ['Office plants maintenance', 95.0],
];
const paidBy = shuffle(covering(PAY, 10));
data.expense = EXPENSES.map(([item, amount], i) => ({
  id: i + 1,
  purchaseDate: addDays('2026-08-03', i * 8 + int(0, 5)),
  item,
  purchasedBy: person(i * 3 + 2).name,
  paidBy: paidBy[i],
  amount,
}));

const NOTES = [
  ['personal', 'Weekend reading list', '<p>Finish <em>The Design of Everyday Things</em>, then start <em>Shape Up</em>.</p>'],
  [
    'business',
    'Q4 launch checklist',
    '<ul><li>Freeze the spring catalogue</li><li>Brief the sellers on new fees</li><li><strong>Ship</strong> the winter boots page</li></ul>',
  ],
  ['social', 'Team dinner on Friday', '<p>Table for 14 at <strong>Osteria Nove</strong>, 7:30 pm. Ask Hana about the vegetarian menu.</p>'],
  ['home', 'Fix the kitchen tap', '<p>Buy a 1/2″ washer and call the landlord if it still drips.</p>'],
  ['business', 'Supplier call notes', '<p>Kinetic Labs can cut lead time to <strong>3 weeks</strong> if we order 500 pairs.</p>'],
  ['personal', 'Running plan', '<ol><li>Tuesday: 6 km easy</li><li>Thursday: intervals</li><li>Sunday: 14 km long run</li></ol>'],
  ['social', 'Gift ideas for Mei', '<p>Ceramic pour-over set, or the trail guide to Patagonia.</p>'],
  ['home', 'Groceries', '<ul><li>Oat milk</li><li>Basil</li><li>Sourdough</li><li>Lemons</li></ul>'],
  [
    'business',
    'Hiring: QA engineer',
    '<p>Shortlist three candidates by <strong>Nov 28</strong>; pairing exercise on the checkout flow.</p>',
  ],
  ['personal', 'Dentist appointment', '<p>Thursday at 9:15, Dr Alvarez. Bring the insurance card.</p>'],
];
data.notes = NOTES.map(([category, title, description], i) => {
  const p = person(i * 2 + 3);
  return { id: i + 1, category, title, description, img: p.img, name: p.name, date: addDays('2026-10-20', i * 3), isActive: i % 4 === 1 };
});

data.friends = Array.from({ length: 10 }, (_, i) => {
  const p = person(i + 12);
  return {
    id: i + 1,
    name: p.name,
    username: p.handle,
    img: p.img,
    joiningDate: addDays('2024-03-10', i * 61 + int(0, 20)),
    isFollow: i % 3 !== 2,
  };
});

const EVENTS = [
  ['Spring/Summer collection preview', 'Ongoing'],
  ['Trail running meetup', 'Draft'],
  ['Retail partners summit', 'Closed'],
  ['Sneaker design workshop', 'Ongoing'],
  ['Charity 10K run', 'Closed'],
  ['Customer care training', 'Draft'],
  ['Black Friday kick-off', 'Ongoing'],
];
data.event = EVENTS.map(([eventName, status], i) => {
  const startDate = addDays('2026-10-01', i * 11 + int(0, 5));
  const total = pick([40, 60, 80, 120, 200, 500]);
  return {
    id: i + 1,
    eventName,
    startDate,
    endDate: addDays(startDate, int(0, 3)),
    numberRegistered: status === 'Draft' ? int(0, 8) : int(Math.floor(total / 3), total),
    total,
    status,
  };
});

const userStatuses = shuffle(covering(['Verified', 'Waiting', 'Rejected'], 12));
data.userlist = Array.from({ length: 12 }, (_, i) => {
  const p = person(i + 6);
  return {
    id: i + 1,
    userId: `USR-${3021 + i * 17}`,
    name: p.name,
    img: p.img,
    designation: JOBS[(i + 4) % JOBS.length],
    location: p.location,
    email: p.email,
    phoneNumber: p.phone,
    joiningDate: addDays('2023-01-16', i * 73 + int(0, 30)),
    status: userStatuses[i],
  };
});

const STREETS = [
  '14 Rue de la Paix',
  '221 Baker Street',
  '8 Calle de Serrano',
  '57 Friedrichstraße',
  '3-1 Marunouchi',
  '120 Harbour Road',
  '9 Via Montenapoleone',
  '415 Congress Avenue',
];
const roles = shuffle(covering(['Admin', 'Subscriber', 'Editor', 'Developer', 'Author'], 8));
data.usergrid = Array.from({ length: 8 }, (_, i) => {
  const p = person(i + 14);
  return { id: i + 1, img: p.img, name: p.name, username: roles[i], address: `${STREETS[i]}, ${p.location}`, isActive: i % 4 !== 3 };
});

const CAL = [
  ['Team stand-up', '2026-11-02T09:30:00', '2026-11-02T09:45:00', false, 'event-primary'],
  ['Design review', '2026-11-04T14:00:00', '2026-11-04T15:30:00', false, 'event-info'],
  ['Quarterly planning', '2026-11-09', '2026-11-11', true, 'event-warning'],
  ['Payroll run', '2026-11-13', undefined, true, 'event-success'],
  ['Supplier call: Kinetic Labs', '2026-11-17T11:00:00', '2026-11-17T12:00:00', false, 'event-primary'],
  ['Server maintenance window', '2026-11-21T22:00:00', '2026-11-22T02:00:00', false, 'event-danger'],
  ['Black Friday kick-off', '2026-11-27', undefined, true, 'event-danger'],
  ['Retail partners summit', '2026-12-03', '2026-12-05', true, 'event-info'],
  ['Hiring panel: QA engineer', '2026-11-25T10:00:00', '2026-11-25T12:00:00', false, 'event-success'],
  ['Release notes', '2026-11-19', undefined, true, 'event-warning', '/apps/notes/'],
];
data.calendar = CAL.map(([title, start, end, allDay, className, url], i) => ({
  id: i + 1,
  title,
  start,
  ...(end ? { end } : {}),
  allDay,
  className,
  ...(url ? { url } : {}),
}));

for (const [name, rows] of Object.entries(data)) writeFileSync(join(dataDir, `${name}.json`), `${JSON.stringify(rows, null, 2)}\n`);
console.log(`wrote ${Object.keys(data).length} lists, ${PEOPLE.length} avatars, ${PRODUCT_ART.length} products, ${COMPANIES.length} logos`);
