import { Link } from 'react-router-dom';
import { prose } from '../../components/layout/prose.css.ts';
import { contactEmail } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';

export const minimumAge = 13;

export function Component() {
  return (
    <article className={prose}>
      <h1>Privacy Policy</h1>
      <p>Last updated January 2025.</p>
      <p>
        Vuga is a free app for learning Kinyarwanda. This policy says what we keep about you, why, and what
        you can do about it. We keep as little as we can.
      </p>

      <h2>Who may use Vuga</h2>
      <p>
        You must be at least {minimumAge} years old to create an account. If you are under {minimumAge},
        please do not sign up. If we learn that an account belongs to someone younger, we delete it.
      </p>

      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your account</strong>: your email address, the name you give and when you signed up and last
          signed in. Passwords are handled by our sign-in provider (Firebase Authentication); we never see
          them.
        </li>
        <li>
          <strong>Your learning activity</strong>: for each chat question, translation, pronunciation request
          or quiz, the type, the time and short details (at most the first 100 characters of a question or
          translation, quiz scores and settings). This is what your dashboard, streak and achievements are
          made from.
        </li>
        <li>
          <strong>Daily activity</strong>: which accounts were active on a given day, so the administrator can
          see how many people use Vuga.
        </li>
      </ul>
      <p>
        Chat conversations themselves are not saved: when you leave the chat page, they are gone. Your
        settings (theme, notification and privacy choices) stay in your browser only.
      </p>

      <h2>Why we keep it</h2>
      <p>
        To show you your own progress and to understand, in total, which parts of Vuga help learners. We do
        not sell data, show advertising or share your activity with anyone else.
      </p>

      <h2>Who can see it</h2>
      <p>
        You can see your own records. The one administrator of Vuga can see usage figures and a table of
        accounts with their activity counts, to keep the service running well. Our database rules enforce
        this: nobody else can read your records.
      </p>

      <h2 id="cookies">Cookies and local storage</h2>
      <p>
        Vuga uses no advertising or tracking cookies. Your browser's local storage keeps your sign-in session
        and your settings. Clearing your browser data signs you out and resets your settings.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>
          Export your data or delete your account from{' '}
          <Link to={paths.settings}>Settings → Data &amp; Privacy</Link>.
        </li>
        <li>Opt out of usage analytics in Settings → Privacy.</li>
        <li>
          Ask us anything about your data at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
        </li>
      </ul>

      <h2>Changes</h2>
      <p>If this policy changes, we update the date above and tell signed-in learners in the app.</p>
    </article>
  );
}
