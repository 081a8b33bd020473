import { Link } from 'react-router-dom';
import { lead, prose } from '../../components/layout/prose.css.ts';
import { contactEmail } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <article className={prose}>
      <h1>Help Center</h1>
      <p className={lead}>How to get the most out of Vuga, and what to do when something does not work.</p>

      <nav aria-label="Help topics">
        <ul>
          <li>
            <a href="#getting-started">Getting started</a>
          </li>
          <li>
            <a href="#chat">The chat tutor</a>
          </li>
          <li>
            <a href="#translate">Translation</a>
          </li>
          <li>
            <a href="#quiz">Quizzes</a>
          </li>
          <li>
            <a href="#progress">Progress and achievements</a>
          </li>
          <li>
            <a href="#account">Account and settings</a>
          </li>
          <li>
            <a href="#accessibility">Accessibility</a>
          </li>
          <li>
            <a href="#troubleshooting">Troubleshooting</a>
          </li>
        </ul>
      </nav>

      <h2 id="getting-started">Getting started</h2>
      <p>
        Create a free account with your email or a Google account (Sign In → Sign Up). Then start with the{' '}
        <Link to={paths.chat}>chat tutor</Link>: ask "How do I say thank you?" or pick one of the suggested
        questions.
      </p>

      <h2 id="chat">The chat tutor</h2>
      <ul>
        <li>
          Ask the way you would ask a person: "what does amazi mean", "how'd I say good morning", "plural of
          umwana".
        </li>
        <li>
          Press the speaker button on an answer to hear the word. Native recordings are marked as community
          recordings.
        </li>
        <li>Enter sends your message; Shift+Enter starts a new line.</li>
        <li>When the tutor is unsure, it says so and suggests questions it can answer well.</li>
        <li>Conversations are not saved: they are gone when you leave the page.</li>
      </ul>

      <h2 id="translate">Translation</h2>
      <p>
        Type English or Kinyarwanda, choose the direction (or swap it) and press Translate, or Ctrl+Enter.
        Each result says how it was found: a known phrase is reliable, a word-by-word translation is only a
        rough guide. Your last five translations stay on the page.
      </p>

      <h2 id="quiz">Quizzes</h2>
      <p>
        Choose how many questions (5 to 25), a category and a difficulty. Each question has 60 seconds on the
        shared timer; when time runs out, the quiz is submitted with the answers you gave. The results explain
        every question.
      </p>

      <h2 id="progress">Progress and achievements</h2>
      <p>
        Your <Link to={paths.dashboard}>dashboard</Link> counts your chats, translations, pronunciation
        practice and quizzes, shows your streak of consecutive days with activity ending today, and unlocks
        achievements such as your first chat or a quiz score of 80% or more.
      </p>

      <h2 id="account">Account and settings</h2>
      <p>
        Forgot your password? Use Sign In → Reset Password and we will email you a link. In{' '}
        <Link to={paths.settings}>Settings</Link> you can choose light, dark or automatic theme, how many new
        words a day come to Review, sounds and pronunciation, stop your activity being recorded, export your
        data or delete your account.
      </p>

      <h2 id="accessibility">Accessibility</h2>
      <p>
        Vuga works with a keyboard alone and with screen readers: every control has a label, focus is always
        visible, the chat announces new answers politely and the quiz timer announces only important moments.
        Animations stop when your system asks for reduced motion, and dark mode follows your system if you
        choose "auto". If something is hard to use, please tell us at{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>

      <h2 id="troubleshooting">Troubleshooting</h2>
      <ul>
        <li>
          <strong>The chat shows "Disconnected"</strong>: the tutor service could not be reached. Check your
          connection and refresh the page.
        </li>
        <li>
          <strong>No sound</strong>: check that your device is not muted, then press the speaker button again.
          Some browsers only play sound after you have clicked on the page.
        </li>
        <li>
          <strong>"Configuration Required"</strong>: this copy of Vuga has not been connected to its sign-in
          service. If you run it yourself, see the README.
        </li>
      </ul>
      <p>
        Still stuck? <Link to={paths.feedback}>Send us feedback</Link> or write to{' '}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </article>
  );
}
