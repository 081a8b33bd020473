// Who is asking: the Firebase ID token in `Authorization: Bearer …`, verified by firebase-admin. An email in
// a header or a body is only a claim; it must equal the verified token's email, or the request is refused.
// registerAuth puts the checks on the app as preHandlers, so that a route says who may call it where it is
// declared (`preHandler: app.requireAdmin`); the handler then reads the caller with callerOf(request). A route
// open to everyone declares none, and asks who is calling, if anyone, with app.identify (or identifyClaiming).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { firebaseAdminApp } from '../firebase.ts';
import { HttpError, parseInput } from './errors.ts';

export interface Identity {
  uid: string;
  /** Verified email, lower case; null for accounts without one. */
  email: string | null;
  isAdmin: boolean;
  /** The account was deleted (its token is still signed): refused everywhere but DELETE /account. */
  isDeleted: boolean;
}

/** Verifies an ID token; rejects when it is malformed, expired, revoked or not for this project. */
export type TokenVerifier = (token: string) => Promise<{ uid: string; email?: string | undefined }>;

/**
 * firebase-admin's verifier. It accepts the Auth emulator's unsigned tokens only when the process has
 * FIREBASE_AUTH_EMULATOR_HOST set (firebase-admin reads that itself), so production must never set it.
 */
export function firebaseTokenVerifier(projectId: string): TokenVerifier {
  let auth: Promise<import('firebase-admin/auth').Auth> | undefined;
  const load = async () => {
    const { getAuth } = await import('firebase-admin/auth');
    return getAuth(await firebaseAdminApp(projectId));
  };
  return cachedVerifier(async (token) => {
    auth ??= load();
    const decoded = await (await auth).verifyIdToken(token);
    return { uid: decoded.uid, email: decoded.email, expiresAt: decoded.exp * 1000 };
  });
}

/** Tokens remembered at most (the oldest are forgotten first). */
const VERIFIED_TOKENS = 10_000;

/**
 * Remembers each verified token until it expires: a learner's app sends the same token with every request for
 * up to an hour, and checking its signature again each time costs more than the answer itself. Nothing is
 * lost: verification is local (no revocation check), so a token valid a minute ago is valid now until its
 * expiry.
 */
export function cachedVerifier(
  verify: (token: string) => Promise<{ uid: string; email?: string | undefined; expiresAt: number }>,
  now: () => number = Date.now,
): TokenVerifier {
  const known = new Map<string, { uid: string; email?: string | undefined; expiresAt: number }>();
  return async (token) => {
    const hit = known.get(token);
    if (hit && hit.expiresAt > now()) return { uid: hit.uid, email: hit.email };
    known.delete(token);
    const claims = await verify(token);
    if (known.size >= VERIFIED_TOKENS) known.delete(known.keys().next().value!);
    known.set(token, claims);
    return { uid: claims.uid, email: claims.email };
  };
}

/** The header the spec's client sends the user's email in (docs/product.md §6); never trusted on its own. */
export const CLAIMED_EMAIL_HEADER = 'x-user-email';

const bearer = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})\s*$/i;

export interface AuthOptions {
  verify: TokenVerifier;
  adminEmail: string;
  /** Whether the uid's account was deleted (deleted-accounts.ts); none: never. */
  isDeleted?: (uid: string) => Promise<boolean>;
}

const DELETED = 'This account has been deleted. Sign up again to use Vuga.';

export type Auth = ReturnType<typeof createAuth>;

export function createAuth({ verify, adminEmail, isDeleted = async () => false }: AuthOptions) {
  const admin = adminEmail.toLowerCase();
  // One verification per request, however many checks ask.
  const verified = new WeakMap<FastifyRequest, Promise<Identity | null>>();

  async function resolve(request: FastifyRequest): Promise<Identity | null> {
    const header = request.headers.authorization;
    if (header === undefined) return null;
    const token = bearer.exec(header)?.[1];
    if (!token) throw new HttpError(401, 'The Authorization header must be "Bearer <Firebase ID token>".');
    let claims: Awaited<ReturnType<TokenVerifier>>;
    try {
      claims = await verify(token);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'ID token refused');
      throw new HttpError(401, 'The sign-in token is invalid or expired. Sign in again.');
    }
    const email = claims.email ? claims.email.toLowerCase() : null;
    return { uid: claims.uid, email, isAdmin: email === admin, isDeleted: await isDeleted(claims.uid) };
  }

  /** The verified caller, deleted or not, or null when no token was sent; a bad token is a 401. */
  function anyIdentity(request: FastifyRequest): Promise<Identity | null> {
    let pending = verified.get(request);
    if (!pending) {
      pending = resolve(request);
      verified.set(request, pending);
    }
    return pending;
  }

  /** The verified caller, or null when no token was sent; a bad token or a deleted account is a 401. */
  async function identity(request: FastifyRequest): Promise<Identity | null> {
    const caller = await anyIdentity(request);
    if (caller?.isDeleted) throw new HttpError(401, DELETED);
    return caller;
  }

  /**
   * Refuses an email the request claims (body `user_email`, the email header) unless it is the verified
   * caller's: 401 without a token, 403 with someone else's. 'anonymous' claims nothing.
   */
  async function checkClaims(request: FastifyRequest, bodyEmail?: string): Promise<Identity | null> {
    const caller = await identity(request);
    const header = request.headers[CLAIMED_EMAIL_HEADER];
    const claims = [bodyEmail, ...(Array.isArray(header) ? header : [header])].filter(
      (claim): claim is string => claim !== undefined && claim !== 'anonymous',
    );
    for (const claim of claims) {
      if (!caller) throw new HttpError(401, 'Sign in: an email alone does not identify you.');
      if (claim.trim().toLowerCase() !== caller.email) {
        throw new HttpError(403, 'The email sent does not match the signed-in account.');
      }
    }
    return caller;
  }

  /** A signed-in caller with an email (learner endpoints). */
  async function requireUser(
    request: FastifyRequest,
    bodyEmail?: string,
  ): Promise<Identity & { email: string }> {
    const caller = await checkClaims(request, bodyEmail);
    if (!caller) throw new HttpError(401, 'Sign in to see this.');
    if (!caller.email) throw new HttpError(403, 'This account has no email address.');
    return { ...caller, email: caller.email };
  }

  /** The administrator: the verified email equals ADMIN_EMAIL. */
  async function requireAdmin(request: FastifyRequest): Promise<Identity & { email: string }> {
    const caller = await requireUser(request);
    if (!caller.isAdmin) throw new HttpError(403, 'Access denied. Admin privileges required.');
    return caller;
  }

  /** Rate-limit key: the verified user, else the address (a bad token counts against the address). */
  async function rateLimitKey(request: FastifyRequest): Promise<string> {
    // No token (a visitor): nothing to verify, the address is the key.
    if (request.headers.authorization === undefined) return `ip:${request.ip}`;
    const caller = await identity(request).catch(() => null);
    return caller ? `user:${caller.uid}` : `ip:${request.ip}`;
  }

  /** DELETE /account: a signed-in caller with an email, whose account may be deleted already. */
  async function requireAccount(request: FastifyRequest): Promise<Identity & { email: string }> {
    const caller = await anyIdentity(request);
    if (!caller) throw new HttpError(401, 'Sign in to see this.');
    if (!caller.email) throw new HttpError(403, 'This account has no email address.');
    return { ...caller, email: caller.email };
  }

  return { identity, checkClaims, requireUser, requireAdmin, requireAccount, rateLimitKey };
}

/** A verified caller who has an email: what the sign-in preHandlers leave on the request. */
export type SignedIn = Identity & { email: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a signed-in caller with an email (learners), who claims no other email. */
    requireSignedIn: preHandlerAsyncHookHandler;
    /** preHandler: the administrator only (the verified email is ADMIN_EMAIL). */
    requireAdmin: preHandlerAsyncHookHandler;
    /** preHandler: a signed-in caller with an email whose account may be deleted already (DELETE /account). */
    requireAccount: preHandlerAsyncHookHandler;
    /**
     * On a route open to everyone: who is asking, if anyone (null for a visitor). Not a permission check, so
     * not a preHandler: the handler asks where it needs to (after parsing its input), and a bad token or a
     * deleted account is still a 401.
     */
    identify: (request: FastifyRequest) => Promise<Identity | null>;
    /** As `identify`, and the emails the request claims (`claimed`, the email header) must be the caller's. */
    identifyClaiming: (request: FastifyRequest, claimed?: string) => Promise<Identity | null>;
    /**
     * preHandler: parses the request's query with a contract schema into `request.input` (a 400 naming the
     * field when it does not match). Placed before a sign-in check, the input's `user_email` is a claim too.
     */
    queryInput: (schema: z.ZodType) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The caller a sign-in preHandler verified; null on routes that declare none. */
    caller: SignedIn | null;
    /** The input a `queryInput` preHandler parsed; undefined on routes that declare none. */
    input: unknown;
  }
}

/** The email the parsed input claims (the contract's `user_email`), if any. */
function claimedEmail(request: FastifyRequest): string | undefined {
  const input = request.input as { user_email?: unknown } | undefined;
  return typeof input?.user_email === 'string' ? input.user_email : undefined;
}

/** Puts the sign-in checks on `app` as preHandlers for the routes to declare (see FastifyInstance above). */
export function registerAuth(app: FastifyInstance, auth: Auth) {
  app.decorateRequest('caller', null);
  app.decorateRequest('input', undefined);
  app.decorate('requireSignedIn', async (request: FastifyRequest) => {
    request.caller = await auth.requireUser(request, claimedEmail(request));
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.caller = await auth.requireAdmin(request);
  });
  app.decorate('requireAccount', async (request: FastifyRequest) => {
    request.caller = await auth.requireAccount(request);
  });
  app.decorate('identify', auth.identity);
  app.decorate('identifyClaiming', auth.checkClaims);
  app.decorate('queryInput', (schema: z.ZodType) => async (request: FastifyRequest) => {
    request.input = parseInput(schema, request.query, 'query');
  });
}

/** The caller that the route's sign-in preHandler verified; a route that declares none has a bug (500). */
export function callerOf(request: FastifyRequest): SignedIn {
  if (!request.caller)
    throw new Error(`${request.routeOptions.url} reads its caller but declares no sign-in.`);
  return request.caller;
}
