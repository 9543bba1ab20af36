import { createHmac, createPrivateKey, createPublicKey, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { hostedUrls } from './hosted.ts';

/**
 * Each issuer organization's Ed25519 key, derived from the server's secret and the organization's
 * id (nothing stored; docs/decisions.md), and the VC-JWT it signs its credentials with.
 */

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function issuerKey(secret: string, issuerId: string): { privateKey: KeyObject; publicJwk: { kty: string; crv: string; x: string } } {
  const seed = createHmac('sha256', secret).update(`open-badge-issuer-key:${issuerId}`).digest();
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as { kty: string; crv: string; x: string };
  return { privateKey, publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x } };
}

/**
 * A credential secured as a VC-JWT (JOSE, `typ: vc+jwt`, `alg: EdDSA`) with its issuer's key,
 * named by the JWT's `kid`; `claims` are the JWT's registered claims beside the credential.
 */
export function signCredential(secret: string, issuerId: string, appUrl: string, credential: Record<string, unknown>, claims: Record<string, unknown>): string {
  const { privateKey } = issuerKey(secret, issuerId);
  const header = { alg: 'EdDSA', typ: 'vc+jwt', kid: `${hostedUrls(appUrl).issuer(issuerId)}/jwks#key-1` };
  const signingInput = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify({ ...credential, ...claims }))}`;
  return `${signingInput}.${b64url(sign(null, Buffer.from(signingInput), privateKey))}`;
}
