import { FetchError, ofetch, type $Fetch } from 'ofetch';
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

/** Maps an ofetch failure to ApiError: the body's `message`, else the status text (spec section 8). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? 0;
    if (!error.response) {
      const cause = error.cause as { name?: string } | undefined;
      const timedOut = cause?.name === 'TimeoutError' || cause?.name === 'AbortError';
      return timedOut ? new ApiError(CLIENT_MESSAGES.timeout, 0, 'timeout') : new ApiError(CLIENT_MESSAGES.network, 0, 'network');
    }
    const text = messageOf(error.data) ?? (error.response.statusText || `HTTP ${status}`);
    return new ApiError(text, status, 'http');
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 0, 'network');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetcher: $Fetch = ofetch.create({ retry: 0, timeout: options.timeoutMs ?? 20_000 });
  const base = () => (typeof options.baseURL === 'function' ? options.baseURL() : options.baseURL);

  async function request<T>(method: Method, path: string, body: unknown, opts: RequestOptions<T> = {}): Promise<T> {
    const schemaLoading = typeof opts.schema === 'function' ? opts.schema() : opts.schema;
    // An unused rejection must not surface as "unhandled" when the request itself fails first.
    if (schemaLoading instanceof Promise) schemaLoading.catch(() => {});
    await options.ready?.();
    const token = options.getToken();
    let data: unknown;
    try {
      data = await fetcher(path, {
        baseURL: base(),
        method,
        ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
        ...(opts.query ? { query: opts.query } : {}),
        ...(opts.signal ? { signal: opts.signal } : {}),
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === 401) options.onUnauthorised();
      throw apiError;
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
