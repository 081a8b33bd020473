import { Link } from 'react-router-dom';
import { prose } from '../../components/layout/prose.css.ts';
import { contactEmail } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { termsWords as text } from '../../features/info/terms-content.ts';

export function Component() {
  return (
    <article className={prose}>
      <h1>{text.heading}</h1>
      <p>{text.updated}</p>

      <h2>{text.usingTitle}</h2>
      <p>
        {text.using.before}
        <Link to={paths.privacy}>{text.using.link}</Link>
        {text.using.after}
      </p>

      <h2>{text.accountTitle}</h2>
      <p>{text.account}</p>

      <h2>{text.fairUseTitle}</h2>
      <ul>
        {text.fairUse.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>

      <h2>{text.tutorTitle}</h2>
      <p>{text.tutor}</p>

      <h2>{text.licencesTitle}</h2>
      <p>
        {text.licences.before}
        <Link to={paths.about}>{text.licences.link}</Link>
        {text.licences.after}
      </p>

      <h2>{text.warrantyTitle}</h2>
      <p>{text.warranty}</p>

      <h2>{text.contactTitle}</h2>
      <p>
        {text.contact}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </article>
  );
}
