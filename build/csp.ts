/**
 * The Content-Security-Policy Astro writes into every page as a <meta> tag. Astro adds the hashes of
 * every inline script and style it renders, so scripts need no 'unsafe-inline'. Inline style
 * *attributes* (React's style props rendered on the server, Swiper's slide sizes) are allowed
 * through `style-src-attr` only: they cannot run code.
 */
import { createHash } from 'node:crypto';
import { runtimeStyleHashes } from './runtime-style-hashes.ts';
import { GUARD_STYLE, NO_SCRIPT_STYLE } from '../src/shell/client/guard.ts';

/**
 * The dashboard's inline styles come before the policy in `<head>`, so a first load never checks them; the
 * client router parses and inserts the next screen's `<head>` under the policy, so they need their hashes.
 * The empty text is there because sonner adds its `<style>` to the head empty and fills it afterwards: the
 * filled stylesheet is hashed in runtime-style-hashes.ts, and an empty one applies nothing.
 */
const inlineStyleHashes = () =>
  [GUARD_STYLE, NO_SCRIPT_STYLE, ''].map((text) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const);

export interface CspEnv {
  PUBLIC_API_BASE_URL?: string | undefined;
  PUBLIC_AUTH_MODE?: string | undefined;
}

/** Origins the browser may call besides its own: the real API and, in firebase mode, Google's auth endpoints. */
export function connectSources(env: CspEnv): string[] {
  const sources = ["'self'"];
  if (env.PUBLIC_API_BASE_URL) {
    try {
      sources.push(new URL(env.PUBLIC_API_BASE_URL).origin);
    } catch {
      throw new Error(`PUBLIC_API_BASE_URL is not a URL: ${env.PUBLIC_API_BASE_URL}`);
    }
  }
  if (env.PUBLIC_AUTH_MODE === 'firebase') sources.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
  return sources;
}

/** ` https://api.example.com` when the API is on another origin, else nothing. */
function apiOrigin(env: CspEnv): string {
  const other = connectSources({ PUBLIC_API_BASE_URL: env.PUBLIC_API_BASE_URL })[1];
  return other ? ` ${other}` : '';
}

export function cspConfig(env: CspEnv) {
  type Directive =
    'default-src' | 'img-src' | 'font-src' | 'connect-src' | 'worker-src' | 'manifest-src' | 'object-src' | 'base-uri' | 'form-action';
  const directives: `${Directive} ${string}`[] = [
    "default-src 'self'",
    // The API's origin too: uploaded images are served by it (`/app/uploads/…`), shown by `<img>`; blob: for their preview.
    `img-src 'self' data: blob:${apiOrigin(env)}`,
    "font-src 'self'",
    `connect-src ${connectSources(env).join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  return {
    algorithm: 'SHA-256' as const,
    directives,
    styleDirective: {
      // Only the attribute exception is listed: `style-src` is 'self' plus the hashes by default, and a 'self' given
      // here would be reported as not reaching `style-src-attr` (it has no business there: attributes load nothing).
      resources: [{ resource: "'unsafe-inline'", kind: 'attribute' as const }],
      hashes: [...runtimeStyleHashes(), ...inlineStyleHashes()],
    },
  };
}
