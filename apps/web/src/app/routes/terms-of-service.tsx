import { Link } from 'react-router-dom';
import { prose } from '../../components/layout/prose.css.ts';
import { contactEmail } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <article className={prose}>
      <h1>Terms of Service</h1>
      <p>Last updated January 2025.</p>

      <h2>Using Vuga</h2>
      <p>
        Vuga is free. By creating an account you agree to these terms and to our{' '}
        <Link to={paths.privacy}>Privacy Policy</Link>. You must be at least 13 years old.
      </p>

      <h2>Your account</h2>
      <p>
        Keep your password to yourself and tell us if you think someone else is using your account. You are
        responsible for what is done with it.
      </p>

      <h2>Fair use</h2>
      <ul>
        <li>
          Use Vuga to learn, not to overload or attack it: automated mass requests are limited and may be
          blocked.
        </li>
        <li>Do not try to read other people's data or change your own scores by hand.</li>
        <li>Be respectful in feedback and messages to us.</li>
      </ul>

      <h2>The tutor's answers</h2>
      <p>
        The tutor answers from content written by the Vuga team and open data. We work hard to be correct, and
        mark material that a Kinyarwanda speaker has not checked yet as a draft, but the tutor can still be
        wrong. Word-by-word translations are shown as such. Do not rely on Vuga for medical, legal or other
        important translations.
      </p>

      <h2>Content and licences</h2>
      <p>
        Vuga's code is open source under the MIT licence. Native recordings come from Mozilla Common Voice
        (CC0); the translation memory from TICO-19 (CC0); calendar words from the Unicode CLDR (Unicode
        licence). See the <Link to={paths.about}>About page</Link> for credits.
      </p>

      <h2>No warranty</h2>
      <p>
        Vuga is provided as it is, without warranty. We may change or stop features, and we will try to give
        notice before anything that affects your data.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </article>
  );
}
