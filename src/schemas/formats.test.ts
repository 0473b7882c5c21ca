import { describe, expect, it } from 'vitest';
import { LIST_SCHEMAS } from '../resources/index.ts';
import { code, money, phone } from './common.ts';
import { CODE_FORMATS, exampleOf, normaliseCode, normalisePhone, normaliseTime, PHONE_EXAMPLE, toCents } from './formats.ts';
import { SAMPLE_ROWS as SAMPLE } from '../resources/samples/rows.ts';

describe('phone numbers', () => {
  it.each([
    ['5552001000', '+1 (555) 200-1000'],
    ['555 200 1000', '+1 (555) 200-1000'],
    ['+1 555-200-1000', '+1 (555) 200-1000'],
    ['1.555.200.1000', '+1 (555) 200-1000'],
    ['+44 20 7946 0958', '+44 (207) 946-0958'],
    ['+1 (555) 200-1000', '+1 (555) 200-1000'],
  ])('%s is saved as %s', (typed, saved) => {
    expect(normalisePhone(typed)).toBe(saved);
    expect(phone.safeParse(normalisePhone(typed)).success).toBe(true);
  });
  it('leaves too few or too many digits as typed, for the schema to refuse', () => {
    expect(normalisePhone(' +1 555 0101 ')).toBe('+1 555 0101');
    expect(phone.safeParse('+1 555 0101').success).toBe(false);
    expect(normalisePhone('12345678901234')).toBe('12345678901234');
  });
});

describe('references', () => {
  it.each([
    ['order', 'st-10452', '#ST-10452'],
    ['order', ' #st-10453 ', '#ST-10453'],
    ['product', 'sh-1040', '#SH-1040'],
    ['employee', 'emp-1001', 'EMP-1001'],
    ['user', 'usr-3021', 'USR-3021'],
    ['estimate', 'est-2026-031', 'EST-2026-031'],
  ] as const)('a %s reference %s is saved as %s', (format, typed, saved) => {
    expect(normaliseCode(typed, format)).toBe(saved);
  });
  it.each(Object.keys(CODE_FORMATS) as (keyof typeof CODE_FORMATS)[])('the %s format takes its example and refuses others', (format) => {
    const schema = code(format);
    expect(schema.safeParse(CODE_FORMATS[format].example).success).toBe(true);
    expect(schema.safeParse(`${CODE_FORMATS[format].example}x`).success).toBe(false);
    expect(schema.safeParse('ST 1').success).toBe(false);
    expect(exampleOf(String(CODE_FORMATS[format].pattern))).toBe(CODE_FORMATS[format].example);
  });
  it('names the phone example by its pattern, and nothing for another pattern', () => {
    expect(exampleOf('/^\\+\\d{1,3} \\(\\d{3}\\) \\d{3}-\\d{4}$/')).toBe(PHONE_EXAMPLE);
    expect(exampleOf('/^x$/')).toBeUndefined();
  });
});

describe('times and amounts', () => {
  it.each([
    ['8:40', '08:40'],
    ['0840', '08:40'],
    ['8.40', '08:40'],
    ['8h40', '08:40'],
    ['18:24', '18:24'],
    ['8:4', '8:4'],
  ])('a time %s is saved as %s', (typed, saved) => expect(normaliseTime(typed)).toBe(saved));
  it('rounds amounts to cents, which the schema takes, and refuses a third decimal', () => {
    expect(toCents(12.345)).toBe(12.35);
    expect(toCents(0.1 + 0.2)).toBe(0.3);
    expect(money.safeParse(toCents(645.755)).success).toBe(true);
    expect(money.safeParse(645.76).success).toBe(true);
    expect(money.safeParse(12.345).success).toBe(false);
  });
});

it('every sample row is written in these formats', () => {
  for (const [name, rows] of Object.entries(SAMPLE)) {
    const schema = LIST_SCHEMAS[name as keyof typeof LIST_SCHEMAS];
    for (const row of rows) expect(schema.safeParse(row).success, `${name} ${JSON.stringify(row)}`).toBe(true);
  }
});
