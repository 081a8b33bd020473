// A learner's email as a Firestore document id (userStats/{id}, learners/{id}/…). Firestore refuses an id
// that holds '/', is '.' or '..', or looks like '__name__', and the Auth emulator (and some providers) accept
// such addresses: used as they are, one account's records could not be written, or would name another path.
// Ordinary addresses are their own id (so existing documents keep theirs); otherwise '%', '/', a reserved
// name's first '_' and the dots of '.'/'..' are percent-encoded, which keeps the mapping one-to-one.
// firestore.rules applies the same encoding ('%' then '/') to compare a path with the caller's token.
const RESERVED = /^__.*__$/s;
/** A UTF-16 surrogate standing alone (with the u flag, a proper pair is one code point, not Cs). */
const LONE_SURROGATE = /\p{Cs}/gu;

export function storageId(email: string): string {
  // Lone UTF-16 surrogates are not valid UTF-8, which Firestore requires: they become U+FFFD.
  let id = email.replace(LONE_SURROGATE, '\uFFFD').replaceAll('%', '%25').replaceAll('/', '%2F');
  if (id === '.' || id === '..') id = id.replaceAll('.', '%2E');
  if (RESERVED.test(id)) id = `%5F${id.slice(1)}`;
  return id;
}
