import type { FastifyServerOptions } from 'fastify';

/** Where log lines go (a pino destination): stdout by default, a test's buffer. */
export interface LogStream {
  write(line: string): void;
}

/**
 * What the logs may hold. Nothing secret: no cookie or anti-forgery header, no password (plain or
 * hashed), no token in a URL (the reset link, the e-mail verification link, a form's token), and
 * no parameter of a failed SQL statement (they carry whatever the user sent).
 */
const REDACTED = '[redacted]';

/** Headers and body fields pino blanks wherever they appear one level down. */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordConfirmation',
  '*.oldPassword',
  '*.token',
  '*.recoveryCode',
  '*.code',
  '*.secret',
];

/** Path segments that are secrets: `/auth/password/reset/{token}/{email}`, `/auth/email/verify/{id}/{hash}`. */
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/auth\/password\/reset)\/[^/?]+(?:\/[^/?]+)?/, `$1/${REDACTED}/${REDACTED}`],
  [/^(\/auth\/email\/verify\/[^/?]+)\/[^/?]+/, `$1/${REDACTED}`],
];
const SECRET_QUERY = /^(t|token|signature|code|state|password|secret|key|email)$/i;

/** The URL as it may be logged: secret path segments and query values replaced. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  for (const [pattern, replacement] of SECRET_PATHS) path = path.replace(pattern, replacement);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=');
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return SECRET_QUERY.test(decoded) && value.length ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** A failed statement's text says where; its parameters (and PostgreSQL's `detail`, which quotes values) are dropped. */
const PARAMS_LINE = /\nparams: .*/g;
function scrub(value: unknown, depth = 0): unknown {
  if (depth > 5 || value === null || typeof value !== 'object') return typeof value === 'string' ? value.replace(PARAMS_LINE, `\nparams: ${REDACTED}`) : value;
  const out: Record<string, unknown> = Array.isArray(value) ? ([] as unknown as Record<string, unknown>) : {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = key === 'params' || key === 'parameters' || key === 'detail' ? REDACTED : scrub(inner, depth + 1);
  }
  return out;
}

/** An error as JSON: its type, message, stack, own fields and cause, then scrubbed. */
function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 3) return error;
  const { cause, ...own } = error as Error & Record<string, unknown>;
  return scrub({
    ...own,
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
    ...(cause !== undefined ? { cause: serializeError(cause, depth + 1) } : {}),
  });
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Fastify's logger options: level, redaction, and serializers that keep secrets out. Lines are JSON
 * for the log collector, except in development, where pino-pretty (a dev dependency) writes one
 * readable line per event; tests get none unless they pass a stream to read.
 */
export function loggerOptions({ env, level, stream }: { env: string; level: string; stream?: LogStream | undefined }): FastifyServerOptions['logger'] {
  if (env === 'test' && !stream) return false;
  const isPretty = env === 'development' && !stream;
  return {
    level,
    ...(isPretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      // Method, URL and client only: no headers (cookies, tokens), and the URL's secrets replaced.
      req: (request: LoggedRequest) => ({ method: request.method, url: loggableUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort }),
      err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
    },
    ...(stream ? { stream } : {}),
  };
}
