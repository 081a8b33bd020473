// The API client asks here for the signed-in user's ID token. The auth provider installs the real source once
// Firebase has loaded; before that (and when signed out) requests go without a token.
type TokenProvider = () => Promise<string | null>;

let provider: TokenProvider = async () => null;

export function setTokenProvider(next: TokenProvider) {
  provider = next;
}

export function getIdToken(): Promise<string | null> {
  return provider();
}
