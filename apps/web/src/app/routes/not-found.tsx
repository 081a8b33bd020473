import { Link } from 'react-router-dom';
import { layoutWords } from '../../components/layout/layout-content.ts';

export function Component() {
  return (
    <>
      <h1>{layoutWords.notFound}</h1>
      <p>
        {layoutWords.noPage} <Link to="/">{layoutWords.home}</Link>.
      </p>
    </>
  );
}
