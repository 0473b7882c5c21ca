#!/usr/bin/env node
// Writes openapi/stride.openapi.json from the zod schemas and the fake backend's route table.
// Usage (Node 24 runs TypeScript directly): node scripts/generate-openapi.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/contract/openapi.ts';

const target = fileURLToPath(new URL('../openapi/stride.openapi.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
console.log(`wrote ${target}`);
