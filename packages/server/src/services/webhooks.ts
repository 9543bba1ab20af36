import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateHost } from '@relais/domain';

/** A webhook's call waits this long for the whole answer. */
export const WEBHOOK_TIMEOUT_MS = 5000;
/** The header carrying `sha256=<hex HMAC-SHA256 of the body, keyed by the workflow's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-relais-signature';

export const webhookSignature = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Why a call failed, in words an administrator reads on the run. */
export class WebhookFailure extends Error {}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * Resolves a name as Node's connection would, and refuses it when any address it gives is of this
 * machine or a private network: the connection is made to the address checked here, so a name
 * that resolves otherwise a moment later (DNS rebinding) cannot slip through.
 */
export function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => isPrivateHost(entry.address));
    if (refused || !addresses.length) return callback(Object.assign(new WebhookFailure(`${hostname} resolves to ${refused?.address ?? 'nothing'}, an address of this machine or a private network.`), { code: 'EPRIVATE' }), []);
    if (options.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

export interface WebhookCall {
  url: string;
  /** Signs the body when set. */
  secret?: string | undefined;
  payload: unknown;
  /** Let `http:` and private addresses through (tests only). */
  allowInsecure: boolean;
  timeoutMs?: number;
}

/**
 * POSTs the payload as JSON and resolves with the answer's status when it is 2xx; throws a
 * WebhookFailure saying why otherwise (not https, a private address, no answer in time, a redirect,
 * an error status). Redirects are not followed: they could lead to a private address.
 */
export async function postWebhook({ url, secret, payload, allowInsecure, timeoutMs = WEBHOOK_TIMEOUT_MS }: WebhookCall): Promise<number> {
  const target = new URL(url);
  if (target.protocol !== 'https:' && !(allowInsecure && target.protocol === 'http:')) throw new WebhookFailure('The address is not https.');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (!allowInsecure && isIP(host) !== 0 && isPrivateHost(host)) throw new WebhookFailure(`${host} is an address of this machine or a private network.`);
  const body = JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Relais-Webhook/1' };
  if (secret) headers[WEBHOOK_SIGNATURE_HEADER] = webhookSignature(secret, body);
  const signal = AbortSignal.timeout(timeoutMs);
  const send = target.protocol === 'https:' ? https.request : http.request;
  return new Promise<number>((resolve, reject) => {
    const request = send(target, { method: 'POST', headers, signal, ...(allowInsecure ? {} : { lookup: publicLookup }) }, (response) => {
      const status = response.statusCode ?? 0;
      response.resume();
      response.on('error', (error) => reject(failure(error, timeoutMs)));
      response.on('end', () => {
        if (status >= 200 && status < 300) resolve(status);
        else if (status >= 300 && status < 400) reject(new WebhookFailure(`The address answered with a redirect (HTTP ${status}); give its final address.`));
        else reject(new WebhookFailure(`The address answered HTTP ${status}.`));
      });
    });
    request.on('error', (error) => reject(failure(error, timeoutMs)));
    request.end(body);
  });
}

function failure(error: Error, timeoutMs: number): WebhookFailure {
  if (error instanceof WebhookFailure) return error;
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof WebhookFailure) return cause;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return new WebhookFailure(`The address did not answer within ${timeoutMs / 1000} seconds.`);
  const code = (error as NodeJS.ErrnoException).code;
  return new WebhookFailure(`The call failed: ${code ? `${code} ` : ''}${error.message}`.trim());
}
