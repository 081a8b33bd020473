// Accounts deleted through DELETE /account. A Firebase ID token stays valid for up to an hour after its account
// is deleted, and its signature is checked locally: the deleted account's uid is remembered here for longer
// than any token lives, and every request from it is refused. Kept in this process and, when REDIS_URL is set,
// in the same Redis as the rate limits, so every instance refuses it.
import type { Redis } from 'ioredis';

export interface DeletedAccounts {
  add(uid: string): Promise<void>;
  /** Forgets a deletion that did not go through (the learner can try again). */
  remove(uid: string): Promise<void>;
  has(uid: string): Promise<boolean>;
}

/** Longer than a Firebase ID token lives (one hour). */
export const REMEMBER_DELETED_MS = 2 * 60 * 60 * 1000;
const NAMESPACE = 'vuga-deleted-account:';

export function deletedAccounts({
  redis,
  now = Date.now,
  onError = () => undefined,
}: {
  redis?: Redis | undefined;
  now?: () => number;
  /** A Redis failure: this instance's own memory still answers. */
  onError?: (error: unknown) => void;
}): DeletedAccounts {
  const local = new Map<string, number>();
  const prune = () => {
    for (const [uid, until] of local) if (until <= now()) local.delete(uid);
  };
  return {
    async add(uid) {
      prune();
      local.set(uid, now() + REMEMBER_DELETED_MS);
      await redis?.set(NAMESPACE + uid, '1', 'PX', REMEMBER_DELETED_MS).catch(onError);
    },
    async remove(uid) {
      local.delete(uid);
      await redis?.del(NAMESPACE + uid).catch(onError);
    },
    async has(uid) {
      const until = local.get(uid);
      if (until !== undefined && until > now()) return true;
      if (!redis) return false;
      const shared = await redis.exists(NAMESPACE + uid).catch((error: unknown) => {
        onError(error);
        return 0;
      });
      return shared === 1;
    },
  };
}
