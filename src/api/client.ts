import { FetchError, ofetch } from 'ofetch';
import type { ZodMiniType } from 'zod/mini';
import { backendReady } from './backend.ts';
import { apiBaseUrl } from './config.ts';
import { $currentUser, clearSession, markSessionEnded } from './session.ts';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'badResponse';

/** Every failure of an API call. `message` is what a person can read (the backend's own words when it gave any). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    readonly kind: ApiErrorKind = 'http',
    /** The answer's body (a 412 carries the row as it is now). */
    readonly body?: unknown,
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
  /** Several values of one name are sent as the parameter repeated (`status=sent&status=overdue`). */
  query?: Record<string, string | number | boolean | undefined | readonly string[]>;
  /**
   * Validates the response; a mismatch throws ApiError(kind 'badResponse') instead of handing bad data on.
   * A function is called when the request starts and may load the schema (and zod) while the request runs.
   */
  schema?: ZodMiniType<T> | (() => Promise<ZodMiniType<T>>);
  signal?: AbortSignal;
  /** False for a call whose 401 is expected (signing out with a token the backend already dropped). */
  signOutOnUnauthorised?: boolean;
  /** Extra request headers, e.g. `If-Match` for a conditional write. */
  headers?: Record<string, string>;
  /** False for the call that re-reads the account's permissions, so its own 403 does not start another. */
  refreshOnForbidden?: boolean;
  /**
   * Cookies go along (and are kept) with an API on another origin too: the sign-in's device cookie. The API must allow
   * credentials for this origin (CORS_ORIGIN). On the page's own origin they always do.
   */
  withCookies?: boolean;
}

export interface ApiClientOptions {
  baseURL: string | (() => string);
  getToken: () => string | undefined;
  /** Called on every 401: the user is signed out and the page reloads. */
  onUnauthorised: () => void;
  /** Called on every 403: the account's role may have changed, so its permissions are read again. */
  onForbidden?: () => void;
  /** Resolves when the backend can take requests (the fake backend's worker has started). */
  ready?: () => Promise<void>;
  /** Limit of one call, retries included. */
  timeoutMs?: number;
  /** Pause before a failed GET is sent again. */
  retryDelayMs?: number;
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** GETs change nothing, so one that failed on the way (network, timeout, 5xx, 429) is sent once more. */
const GET_RETRIES = 1;
const RETRY_DELAY_MS = 300;

function messageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) return data.message;
  return undefined;
}

/** A body that is not JSON stays text (a schema then refuses it as a bad response); an empty one is undefined. */
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every failure of ofetch as an ApiError carrying the body's `message`, else the status text. */
function toApiError(error: unknown): ApiError {
  if (error instanceof FetchError && error.response) {
    const { status, statusText } = error.response;
    return new ApiError(messageOf(error.data) ?? (statusText || `HTTP ${status}`), status, 'http', error.data);
  }
  const cause = error instanceof FetchError ? error.cause : error;
  const name = (cause as { name?: string } | null)?.name;
  const stopped = name === 'TimeoutError' || name === 'AbortError';
  return stopped ? new ApiError(CLIENT_MESSAGES.timeout, 0, 'timeout') : new ApiError(CLIENT_MESSAGES.network, 0, 'network');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const base = () => (typeof options.baseURL === 'function' ? options.baseURL() : options.baseURL);
  const $fetch = ofetch.create({ retryDelay: options.retryDelayMs ?? RETRY_DELAY_MS, parseResponse: parseBody });

  async function request<T>(method: Method, path: string, body: unknown, opts: RequestOptions<T> = {}): Promise<T> {
    const schemaLoading = typeof opts.schema === 'function' ? opts.schema() : opts.schema;
    // An unused rejection must not surface as "unhandled" when the request itself fails first.
    if (schemaLoading instanceof Promise)
      schemaLoading.catch(() => {
        // Awaited (and rethrown) below once the response is in.
      });
    await options.ready?.();
    const token = options.getToken();
    const headers: Record<string, string> = { ...opts.headers, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let data: unknown;
    try {
      data = await $fetch<unknown>(path.replace(/^\/*/, '/'), {
        baseURL: base(),
        method,
        headers,
        query: opts.query,
        // ofetch serialises objects as JSON and sets Content-Type; its own time limit only works without a signal.
        ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
        ...(opts.signal ? { signal: AbortSignal.any([opts.signal, AbortSignal.timeout(timeoutMs)]) } : { timeout: timeoutMs }),
        retry: method === 'GET' ? GET_RETRIES : false,
        ...(opts.withCookies ? { credentials: 'include' as const } : {}),
      });
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 401 && opts.signOutOnUnauthorised !== false) options.onUnauthorised();
      if (failure.status === 403 && opts.refreshOnForbidden !== false) options.onForbidden?.();
      throw failure;
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
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    delete: (path, body, opts) => request('DELETE', path, body, opts),
  };
}

/** The event on `window` after a 403 answer: the account's role may have changed. */
export const FORBIDDEN_EVENT = 'stride:forbidden';

/** True on /auth/… pages (any locale), where a reload after a 401 would loop. */
export function isAuthPage(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/)?auth\//.test(pathname);
}

/**
 * A 401 logs the user out and reloads the page (the guard then shows the login page, which says the session has
 * ended when there was one). No other status does: a list the backend does not know answers 404, a refused
 * permission 403, and the session stays.
 */
export function handleUnauthorised(page: Pick<Location, 'pathname' | 'reload'> | undefined = globalThis.location): void {
  if ($currentUser.get()) markSessionEnded();
  clearSession();
  if (page && !isAuthPage(page.pathname)) page.reload();
}

/** The app's one API client. */
export const api: ApiClient = createApiClient({
  baseURL: apiBaseUrl,
  getToken: () => $currentUser.get()?.token,
  onUnauthorised: () => handleUnauthorised(),
  // The permissions store (which uses this client) listens for it and re-reads the account's permissions.
  onForbidden: () => globalThis.dispatchEvent?.(new Event(FORBIDDEN_EVENT)),
  ready: backendReady,
});
