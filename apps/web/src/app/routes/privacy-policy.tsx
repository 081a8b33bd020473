import { Link } from 'react-router-dom';
import { prose } from '../../components/layout/prose.css.ts';
import { contactEmail } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { privacyPolicyWords as text } from '../../features/info/privacy-content.ts';

export const minimumAge = 13;

export function Component() {
  return (
    <article className={prose}>
      <h1>{text.heading}</h1>
      <p>{text.updated}</p>
      <p>{text.intro}</p>

      <h2>{text.whoTitle}</h2>
      <p>{text.who(minimumAge)}</p>

      <h2>{text.keptTitle}</h2>
      <ul>
        {text.kept.map((item) => (
          <li key={item.label}>
            <strong>{item.label}</strong>
            {item.text}
          </li>
        ))}
      </ul>
      <p>{text.notKept}</p>

      <h2>{text.whyTitle}</h2>
      <p>{text.why}</p>

      <h2>{text.seeTitle}</h2>
      <p>{text.see}</p>

      <h2 id="cookies">{text.cookiesTitle}</h2>
      <p>{text.cookies}</p>

      <h2>{text.choicesTitle}</h2>
      <ul>
        <li>
          {text.export.before}
          <Link to={paths.settings}>{text.export.link}</Link>
          {text.export.after}
        </li>
        <li>{text.optOut}</li>
        <li>
          {text.ask}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </li>
      </ul>

      <h2>{text.changesTitle}</h2>
      <p>{text.changes}</p>
    </article>
  );
}
