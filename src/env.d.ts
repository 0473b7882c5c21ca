/// <reference types="astro/client" />

/** Build-time settings (see README). Every one is optional; the defaults give the demo site. */
interface ImportMetaEnv {
  /** 'false' builds the site without the MSW fake backend (and without its service workers from public/). */
  readonly PUBLIC_FAKE_BACKEND?: string;
  /** Origin (and optional path prefix) of the real API, e.g. https://api.example.com. Same origin when empty. */
  readonly PUBLIC_API_BASE_URL?: string;
  /** Latency of every fake-backend answer in ms (default 500); end-to-end builds may set a small one. */
  readonly PUBLIC_FAKE_LATENCY_MS?: string;
  /** Lists with more rows than this (1-500, default 500) are paged, sorted and filtered by the API instead of in the browser. */
  readonly PUBLIC_LIST_PAGING_THRESHOLD?: string;
  /** 'fakebackend' (default) or 'firebase'. */
  readonly PUBLIC_AUTH_MODE?: string;
  readonly PUBLIC_FIREBASE_API_KEY?: string;
  readonly PUBLIC_FIREBASE_AUTH_DOMAIN?: string;
  readonly PUBLIC_FIREBASE_PROJECT_ID?: string;
  readonly PUBLIC_FIREBASE_APP_ID?: string;
  /** Points the firebase SDK at a local Auth emulator, e.g. http://127.0.0.1:9099 (development only). */
  readonly PUBLIC_FIREBASE_AUTH_EMULATOR_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The version of the fake backend's sample data and schemas (build/demo-data-version.ts). */
declare module 'virtual:stride/demo-data-version' {
  export const DEMO_DATA_VERSION: string;
}
