// DELETE /account: the signed-in learner deletes their account and everything Vuga kept about them. Deletion is
// final: the account's uid goes on the deleted list first (deleted-accounts.ts), so its still-valid token is
// refused everywhere and nothing can be recorded for it meanwhile; a second DELETE answers `already` (and
// removes anything left, so it can finish a deletion that failed half way). A Fastify plugin whose route
// declares who may call it (plugins/auth.ts's requireAccount: signed in, deleted already or not).
import type { DeleteAccountResponse } from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountDeleter } from '../account.ts';
import type { DeletedAccounts } from '../deleted-accounts.ts';
import { callerOf } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import type { Recorder } from '../recorder.ts';

export interface AccountOptions {
  deleteAccount: AccountDeleter;
  recorder: Recorder;
  deleted: DeletedAccounts;
}

async function account(app: FastifyInstance, { deleteAccount, recorder, deleted }: AccountOptions) {
  app.delete(
    '/account',
    { preHandler: app.requireAccount },
    async (request): Promise<DeleteAccountResponse> => {
      const caller = callerOf(request);
      // The one administrator account is configuration, not a learner's to remove from the app.
      if (caller.isAdmin)
        throw new HttpError(403, 'The administrator account cannot be deleted from the app.');
      await deleted.add(caller.uid);
      try {
        // Records still waiting for the database would otherwise recreate the learner's stats after deletion.
        const unrecorded = await recorder.forget(caller.email);
        if (unrecorded > 0) request.log.info({ unrecorded }, 'outbox records of a deleted account dropped');
        const removed = await deleteAccount({ uid: caller.uid, email: caller.email });
        request.log.info({ removed, already: caller.isDeleted }, 'account deleted');
        return { deleted: true, ...(caller.isDeleted && { already: true }), ...removed };
      } catch (error) {
        request.log.error({ err: error }, 'deleting an account failed');
        // Not deleted after all: the learner keeps using the account and can try again.
        if (!caller.isDeleted) await deleted.remove(caller.uid);
        throw new HttpError(
          503,
          'Your account could not be fully deleted right now. Please try again: deleting again finishes the job.',
        );
      }
    },
  );
}

/** The route as a plugin (`app.register(accountRoutes, options)`), kept on the app as dashboards.ts's are. */
export const accountRoutes = fp(account, { name: 'account-routes' });
