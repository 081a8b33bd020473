// Where the feedback form's messages go: Firestore's `feedback` collection, one document per message under an
// id Firestore makes (nothing a client sends names a path), written only by the API with firebase-admin; no
// browser may read or write it (firestore.rules denies every collection it does not name). The administrator
// reads them through GET /admin/feedback. A memory store with the same behaviour serves the unit tests.
import { randomUUID } from 'node:crypto';
import type { FeedbackEntry } from '@vuga/api-client/contract';
import type { Firestore } from 'firebase-admin/firestore';

/** A message as it is kept: the form's fields, who sent it (when signed in) and when. */
export type FeedbackMessage = Omit<FeedbackEntry, 'id' | 'received_at'> & { receivedAt: Date };

export interface FeedbackStore {
  /** Keeps a message; its new id. */
  add(message: FeedbackMessage): Promise<string>;
  /** The newest `limit` messages, newest first. */
  latest(limit: number): Promise<FeedbackEntry[]>;
  /** How many messages there are. */
  count(): Promise<number>;
}

const entry = (id: string, { receivedAt, ...message }: FeedbackMessage): FeedbackEntry => ({
  id,
  ...message,
  received_at: receivedAt.toISOString(),
});

/** Firestore through firebase-admin, loaded on first use (it starts slowly). */
export function firestoreFeedbackStore(database: () => Promise<Firestore>): FeedbackStore {
  const collection = async () => (await database()).collection('feedback');
  return {
    async add(message) {
      return (await (await collection()).add(message)).id;
    },
    async count() {
      return (await (await collection()).count().get()).data().count;
    },
    async latest(limit) {
      const snapshot = await (await collection()).orderBy('receivedAt', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => {
        const { receivedAt, ...data } = doc.data();
        return entry(doc.id, { ...data, receivedAt: receivedAt.toDate() } as FeedbackMessage);
      });
    },
  };
}

/** The same behaviour in memory, for unit tests of the routes. */
export function memoryFeedbackStore(): FeedbackStore {
  const messages: FeedbackEntry[] = [];
  return {
    async add(message) {
      const id = randomUUID();
      messages.push(entry(id, message));
      return id;
    },
    count: async () => messages.length,
    async latest(limit) {
      // Newest first; of two at the same moment, the one added later.
      return messages
        .map((message, order) => ({ message, order }))
        .sort((a, b) => b.message.received_at.localeCompare(a.message.received_at) || b.order - a.order)
        .slice(0, limit)
        .map(({ message }) => message);
    },
  };
}
