import { Link } from 'wouter';

export function Component() {
  return (
    <>
      <title>Page not found · Vuga</title>
      <h1>Page not found</h1>
      <p>
        There is no page at this address. <Link to="/">Go to the home page</Link>.
      </p>
    </>
  );
}
