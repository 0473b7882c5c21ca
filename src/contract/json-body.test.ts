import { describe, expect, it } from 'vitest';
import { INVALID_JSON_MESSAGE, MAX_JSON_DEPTH, nestsDeeperThan, NestingScanner, parseJsonBody } from './json-body.ts';
import { MESSAGES } from './messages.ts';
import { containsNul, NUL_MESSAGE } from './nul.ts';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts arrays and objects together, up to the limit and one past it', () => {
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(`[${objects(MAX_JSON_DEPTH)}]`)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: `"\\${'{'.repeat(1000)}` }))).toBe(false);
    expect(nestsDeeperThan(`["\\"", ${arrays(MAX_JSON_DEPTH)}]`)).toBe(true);
  });

  it('reads the 400,000 brackets that overflowed the stack in a few milliseconds', () => {
    expect(nestsDeeperThan(arrays(400_000))).toBe(true);
  });
});

describe('parseJsonBody', () => {
  it('refuses too deep a body before parsing it, with the message the app translates', () => {
    expect(parseJsonBody(arrays(400_000))).toEqual({ ok: false, message: MESSAGES.bodyTooDeep });
    expect(MESSAGES.bodyTooDeep).toContain(String(MAX_JSON_DEPTH));
  });

  it('refuses text that is not JSON, an empty body included, and a NUL anywhere', () => {
    for (const text of ['', 'not json', '{', '[1,2']) expect(parseJsonBody(text)).toEqual({ ok: false, message: INVALID_JSON_MESSAGE });
    expect(parseJsonBody('{"a":["x\\u0000"]}')).toEqual({ ok: false, message: NUL_MESSAGE });
  });

  it('reads a body within the limits', () => {
    expect(parseJsonBody(objects(MAX_JSON_DEPTH))).toMatchObject({ ok: true });
    expect(parseJsonBody('{"email":"a@b.co"}')).toEqual({ ok: true, value: { email: 'a@b.co' } });
  });
});

describe('containsNul', () => {
  it('finds a NUL in a key or a value at any depth, without recursing', () => {
    const deep = Array.from({ length: 100_000 }).reduce<unknown>((inner) => [inner], 'a\0');
    expect(containsNul(deep)).toBe(true);
    expect(containsNul({ ok: [1, { 'k\0': 1 }] })).toBe(true);
    expect(containsNul({ ok: [1, { k: 'v' }], n: null })).toBe(false);
  });

  it('walks an array of half a million items', () => {
    expect(containsNul(Array.from({ length: 500_000 }, () => 1))).toBe(false);
  });
});

describe('NestingScanner', () => {
  it('reads a body in pieces as it arrives, an escape split between two pieces included', () => {
    const scanner = new NestingScanner(2);
    expect(scanner.tooDeep('["a\\')).toBe(false);
    expect(scanner.tooDeep('"[[[", [')).toBe(false);
    expect(scanner.tooDeep('[')).toBe(true);
  });
});
