import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Where the document goes, relative to the build output (and to the project root for `npm run openapi`). */
export const OPENAPI_FILE = 'openapi/stride.openapi.json';

/** Writes the API's OpenAPI 3.1 document (src/contract/openapi.ts) to `file`, creating its folder. */
export async function writeOpenApiDocument(file: string): Promise<void> {
  // Imported when called: the document reads the screen registry, which the Astro config writes after its imports run.
  const { buildOpenApiDocument } = await import('../src/contract/openapi.ts');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
}

/** Every build carries the API document it was built against: <outDir>/openapi/stride.openapi.json. */
export default function openApiDocument(): AstroIntegration {
  return {
    name: 'stride:openapi',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        await writeOpenApiDocument(fileURLToPath(new URL(OPENAPI_FILE, dir)));
        logger.info(`wrote ${OPENAPI_FILE}`);
      },
    },
  };
}
