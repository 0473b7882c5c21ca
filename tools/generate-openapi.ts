#!/usr/bin/env node
// Writes openapi/stride.openapi.json (not committed; every build writes <outDir>/openapi/stride.openapi.json too)
// from the zod schemas and the contract's route table. Usage: npm run openapi (or node tools/generate-openapi.ts [file])
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENAPI_FILE, writeOpenApiDocument } from '../build/openapi.ts';
import { writeScreenRegistry } from './generate-screen-registry.mjs';

writeScreenRegistry();
const target = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL(`../${OPENAPI_FILE}`, import.meta.url));
await writeOpenApiDocument(target);
console.log(`wrote ${target}`);
