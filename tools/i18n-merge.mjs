#!/usr/bin/env node
// Deep-merges translations into public/assets/i18n/{lang}.json, one call for all nine languages,
// so several people (or agents) can add keys without hand-editing nine files.
// Usage: node tools/i18n-merge.mjs partial.json
//   where partial.json is { "en": { "ns": { ... } }, "fr": { ... }, ... } (all nine languages).
//   A key set to null is removed (e.g. a message replaced by its plural forms `key_one`, `key_other`, …).
import { readFileSync, writeFileSync } from 'node:fs';

const LOCALES = ['en', 'es', 'de', 'fr', 'it', 'ru', 'ja', 'zh', 'ar'];
const file = process.argv[2];
if (!file) {
  console.error('usage: node tools/i18n-merge.mjs partial.json');
  process.exit(2);
}
const partial = JSON.parse(readFileSync(file, 'utf8'));
const missing = LOCALES.filter((l) => !partial[l]);
if (missing.length) {
  console.error(`partial lacks languages: ${missing.join(', ')}`);
  process.exit(1);
}

function merge(target, source) {
  for (const [k, v] of Object.entries(source)) {
    if (v === null) delete target[k];
    else if (v && typeof v === 'object' && !Array.isArray(v)) {
      if (!target[k] || typeof target[k] !== 'object') target[k] = {};
      merge(target[k], v);
    } else target[k] = v;
  }
  return target;
}

function sortKeys(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys(value[k])]),
  );
}

for (const l of LOCALES) {
  const path = new URL(`../public/assets/i18n/${l}.json`, import.meta.url);
  let current = {};
  try {
    current = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    // A missing or unreadable file starts empty: the partial creates it.
  }
  writeFileSync(path, JSON.stringify(sortKeys(merge(current, partial[l])), null, 2) + '\n');
}
console.log(`merged ${file} into ${LOCALES.length} language files`);
