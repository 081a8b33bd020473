// DELETE /account: the signed-in learner deletes their account and everything Vuga kept about them.
import type { DeleteAccountResponse } from '@vuga/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountDeleter } from '../account.ts';
import type { Auth } from '../plugins/auth.ts';
import { HttpError } from '../plugins/errors.ts';
import type { Recorder } from '../recorder.ts';

export function accountRoutes(
  app: FastifyInstance,
  { auth, deleteAccount, recorder }: { auth: Auth; deleteAccount: AccountDeleter; recorder: Recorder },
) {
  app.delete('/account', async (request): Promise<DeleteAccountResponse> => {
    const caller = await auth.requireUser(request);
    // The one administrator account is configuration, not a learner's to remove from the app.
    if (caller.isAdmin) throw new HttpError(403, 'The administrator account cannot be deleted from the app.');
    try {
      // Records still waiting for the database would otherwise recreate the learner's stats after deletion.
      const unrecorded = await recorder.forget(caller.email);
      if (unrecorded > 0) request.log.info({ unrecorded }, 'outbox records of a deleted account dropped');
      const deleted = await deleteAccount({ uid: caller.uid, email: caller.email });
      request.log.info({ deleted }, 'account deleted');
      return { deleted: true, ...deleted };
    } catch (error) {
      request.log.error({ err: error }, 'deleting an account failed');
      throw new HttpError(
        503,
        'Your account could not be fully deleted right now. Please try again: deleting again finishes the job.',
      );
    }
  });
}
