import type { ZodMiniType } from 'zod/mini';
import { backendReady } from './backend.ts';
import { apiBaseUrl } from './config.ts';
import { $currentUser, clearSession } from './session.ts';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'badResponse';

/** Every failure of an API call. `message` is what a person can read (the backend's own words when it gave any). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    readonly kind: ApiErrorKind = 'http',
  ) {
    super(message);
  }
}

/** Messages of failures that carry no text of their own; errors.ts translates them. */
export const CLIENT_MESSAGES = {
  network: 'Network error',
  timeout: 'The request timed out',
  badResponse: 'Unexpected response from the server',
} as const;

export interface RequestOptions<T> {
  /** Query parameters, e.g. `{ rows: 1000 }`. */
  query?: Record<string, string | number | boolean | undefined>;
  /**
   * Validates the response; a mismatch throws ApiError(kind 'badResponse') instead of handing bad data on.
   * A function is called when the request starts and may load the schema (and zod) while the request runs.
   */
  schema?: ZodMiniType<T> | (() => Promise<ZodMiniType<T>>);
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseURL: string | (() => string);
  getToken: () => string | undefined;
  /** Called on every 401 (spec: log out and reload). */
  onUnauthorised: () => void;
  /** Resolves when the backend can take requests (the fake backend's worker has started). */
  ready?: () => Promise<void>;
  timeoutMs?: number;
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) return data.message;
  return undefined;
}

function urlOf(base: string, path: string, query: RequestOptions<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params}` : '';
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}${search}`;
}

/** A body that is not JSON stays text (a schema then refuses it as a bad response). */
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One call over fetch: JSON in and out within a time limit. Every failure becomes an ApiError carrying the
 * body's `message`, else the status text (spec section 8); no response at all is 'network' or 'timeout'.
 */
async function send(url: string, init: RequestInit, timeoutMs: number, signal: AbortSignal | undefined): Promise<unknown> {
  const limit = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: signal ? AbortSignal.any([signal, limit]) : limit });
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    const stopped = name === 'TimeoutError' || name === 'AbortError';
    throw stopped ? new ApiError(CLIENT_MESSAGES.timeout, 0, 'timeout') : new ApiError(CLIENT_MESSAGES.network, 0, 'network');
  }
  const data = parseBody(text);
  if (!response.ok) throw new ApiError(messageOf(data) ?? (response.statusText || `HTTP ${response.status}`), response.status, 'http');
  return data;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const base = () => (typeof options.baseURL === 'function' ? options.baseURL() : options.baseURL);

  async function request<T>(method: Method, path: string, body: unknown, opts: RequestOptions<T> = {}): Promise<T> {
    const schemaLoading = typeof opts.schema === 'function' ? opts.schema() : opts.schema;
    // An unused rejection must not surface as "unhandled" when the request itself fails first.
    if (schemaLoading instanceof Promise)
      schemaLoading.catch(() => {
        // Awaited (and rethrown) below once the response is in.
      });
    await options.ready?.();
    const token = options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let data: unknown;
    try {
      const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
      data = await send(urlOf(base(), path, opts.query), init, timeoutMs, opts.signal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) options.onUnauthorised();
      throw error;
    }
    const schema = await schemaLoading;
    if (!schema) return data as T;
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      // The developer needs the details; the person using the page gets a short translated message.
      console.error(`Unexpected response shape for ${method} ${path}`, parsed.error.issues.slice(0, 5));
      throw new ApiError(CLIENT_MESSAGES.badResponse, 200, 'badResponse');
    }
    return parsed.data;
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    delete: (path, body, opts) => request('DELETE', path, body, opts),
  };
}

/** True on /auth/… pages (any locale), where a reload after a 401 would loop. */
export function isAuthPage(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/)?auth\//.test(pathname);
}

/** Spec section 4: a 401 logs the user out and reloads the page (the guard then shows the login page). */
export function handleUnauthorised(page: Pick<Location, 'pathname' | 'reload'> | undefined = globalThis.location): void {
  clearSession();
  if (page && !isAuthPage(page.pathname)) page.reload();
}

/** The app's one API client. */
export const api: ApiClient = createApiClient({
  baseURL: apiBaseUrl,
  getToken: () => $currentUser.get()?.token,
  onUnauthorised: () => handleUnauthorised(),
  ready: backendReady,
});
