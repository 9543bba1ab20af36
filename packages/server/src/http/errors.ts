/**
 * Errors as values a client can act on: each becomes a JSON:API error object. Throw them from
 * operations and routes; the error handler (plugins/app/errors.ts) writes the response.
 */
export interface ErrorObject {
  status: string;
  code: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
  meta?: Record<string, unknown>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];
  readonly headers: Record<string, string>;

  constructor(status: number, errors: Omit<ErrorObject, 'status'>[], headers: Record<string, string> = {}) {
    super(errors[0]?.detail ?? errors[0]?.title ?? `HTTP ${status}`);
    this.status = status;
    this.errors = errors.map((error) => ({ status: String(status), ...error }));
    this.headers = headers;
  }
}

export interface FieldError {
  /** JSON pointer into the request document, e.g. `/data/attributes/title`. */
  pointer: string;
  /** The rule that failed: becomes the code `validation.<rule>`. */
  rule: string;
  detail: string;
  meta?: Record<string, unknown>;
}

export const badRequest = (detail: string, parameter?: string, code = 'bad_request') =>
  new ApiError(400, [{ code, title: 'Bad request', detail, ...(parameter ? { source: { parameter } } : {}) }]);

export const unauthenticated = (detail = 'You must sign in to do this.') =>
  new ApiError(401, [{ code: 'unauthenticated', title: 'Not signed in', detail }]);

export const forbidden = (detail = 'You are not allowed to do this.', pointer?: string) =>
  new ApiError(403, [{ code: 'forbidden', title: 'Forbidden', detail, ...(pointer ? { source: { pointer } } : {}) }]);

export const notFound = (detail = 'Not found.') => new ApiError(404, [{ code: 'not_found', title: 'Not found', detail }]);

export const conflict = (detail: string, pointer = '/data/id') =>
  new ApiError(409, [{ code: 'conflict', title: 'Conflict', detail, source: { pointer } }]);

export const sessionExpired = (detail = 'Your session has expired or the anti-forgery token is wrong; reload the page.') =>
  new ApiError(419, [{ code: 'session_expired', title: 'Session expired', detail }]);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    [{ code: 'too_many_requests', title: 'Too many requests', detail: `Too many attempts; try again in ${retryAfterSeconds} seconds.` }],
    { 'retry-after': String(retryAfterSeconds) },
  );

/** The database is out of reach for now (connection lost, refused or too slow): the client may try again. */
export const serviceUnavailable = (retryAfterSeconds: number) =>
  new ApiError(
    503,
    [{ code: 'service_unavailable', title: 'Service unavailable', detail: `The service is briefly unavailable; try again in ${retryAfterSeconds} seconds.` }],
    { 'retry-after': String(retryAfterSeconds) },
  );

export const validationFailed = (errors: FieldError[]) =>
  new ApiError(
    422,
    errors.map((error) => ({
      code: `validation.${error.rule}`,
      title: 'Invalid value',
      detail: error.detail,
      source: { pointer: error.pointer },
      ...(error.meta ? { meta: error.meta } : {}),
    })),
  );

export const attributePointer = (name: string) => `/data/attributes/${name}`;
export const relationshipPointer = (name: string) => `/data/relationships/${name}`;
