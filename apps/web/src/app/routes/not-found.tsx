import { Link } from 'react-router-dom';
import { notFoundWords } from '../../features/info/not-found-content.ts';

export function Component() {
  return (
    <>
      <h1>{notFoundWords.title}</h1>
      <p>
        {notFoundWords.noPage} <Link to="/">{notFoundWords.home}</Link>.
      </p>
    </>
  );
}
