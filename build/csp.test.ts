import { describe, expect, it } from 'vitest';
import { connectSources, cspConfig } from './csp.ts';

describe('content security policy', () => {
  it('allows only the own origin by default', () => {
    expect(connectSources({})).toEqual(["'self'"]);
    const csp = cspConfig({});
    expect(csp.directives).toContain("default-src 'self'");
    expect(csp.directives).toContain("object-src 'none'");
    expect(csp.directives.join(' ')).not.toContain('unsafe-inline');
  });

  it('adds the real API origin, not its path', () => {
    expect(connectSources({ PUBLIC_API_BASE_URL: 'https://api.example.com/v1/' })).toEqual(["'self'", 'https://api.example.com']);
  });

  it('lets images load from the API origin too (it serves the uploaded ones), and from nowhere else', () => {
    expect(cspConfig({}).directives).toContain("img-src 'self' data: blob:");
    expect(cspConfig({ PUBLIC_API_BASE_URL: 'https://api.example.com/v1/' }).directives).toContain(
      "img-src 'self' data: blob: https://api.example.com",
    );
  });

  it('adds Google auth endpoints in firebase mode only', () => {
    expect(connectSources({ PUBLIC_AUTH_MODE: 'firebase' })).toContain('https://identitytoolkit.googleapis.com');
    expect(connectSources({ PUBLIC_AUTH_MODE: 'fakebackend' })).toEqual(["'self'"]);
  });

  it('rejects a malformed API URL at build time', () => {
    expect(() => connectSources({ PUBLIC_API_BASE_URL: 'not a url' })).toThrow(/PUBLIC_API_BASE_URL/);
  });
});

describe('runtime style hashes', () => {
  it("hashes the toaster's and React Aria's inserted stylesheets", async () => {
    const { sonnerStyleHash, reactAriaStyleTexts, runtimeStyleHashes } = await import('./runtime-style-hashes.ts');
    expect(sonnerStyleHash()).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    const aria = reactAriaStyleTexts();
    expect(aria).toHaveLength(2);
    expect(aria[0]).toContain('[data-react-aria-pressable]');
    expect(aria[0]).not.toContain('${');
    expect(aria[1]).toContain('overscroll-behavior: contain');
    expect(runtimeStyleHashes()).toHaveLength(3);
    expect(cspConfig({}).styleDirective.hashes).toEqual(expect.arrayContaining(runtimeStyleHashes()));
  });

  it("hashes the dashboard guard's inline styles, which the client router inserts under the policy", async () => {
    const { createHash } = await import('node:crypto');
    const { GUARD_STYLE, NO_SCRIPT_STYLE } = await import('../src/shell/client/guard.ts');
    const hashes = cspConfig({}).styleDirective.hashes;
    for (const text of [GUARD_STYLE, NO_SCRIPT_STYLE])
      expect(hashes).toContain(`sha256-${createHash('sha256').update(text).digest('base64')}`);
  });
});
