import { Link } from 'react-router-dom';
import { lead, prose } from '../../components/layout/prose.css.ts';
import { contactEmail } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { helpWords as text } from '../../features/info/help-content.ts';

/** The page's sections, by the id each heading has (footer links and #hash addresses point to them). */
const topics = [
  ['getting-started', 'gettingStartedTitle'],
  ['chat', 'chatTitle'],
  ['translate', 'translateTitle'],
  ['quiz', 'quizTitle'],
  ['progress', 'progressTitle'],
  ['account', 'accountTitle'],
  ['accessibility', 'accessibilityTitle'],
  ['troubleshooting', 'troubleshootingTitle'],
] as const;

export function Component() {
  const email = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return (
    <article className={prose}>
      <h1>{text.heading}</h1>
      <p className={lead}>{text.lead}</p>

      <nav aria-label={text.topics}>
        <ul>
          {topics.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`}>{text[title]}</a>
            </li>
          ))}
        </ul>
      </nav>

      <h2 id="getting-started">{text.gettingStartedTitle}</h2>
      <p>
        {text.gettingStarted.before}
        <Link to={paths.chat}>{text.gettingStarted.link}</Link>
        {text.gettingStarted.after}
      </p>

      <h2 id="chat">{text.chatTitle}</h2>
      <ul>
        {text.chat.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>

      <h2 id="translate">{text.translateTitle}</h2>
      <p>{text.translate}</p>

      <h2 id="quiz">{text.quizTitle}</h2>
      <p>{text.quiz}</p>

      <h2 id="progress">{text.progressTitle}</h2>
      <p>
        {text.progress.before}
        <Link to={paths.dashboard}>{text.progress.link}</Link>
        {text.progress.after}
      </p>

      <h2 id="account">{text.accountTitle}</h2>
      <p>
        {text.account.before}
        <Link to={paths.settings}>{text.account.link}</Link>
        {text.account.after}
      </p>

      <h2 id="accessibility">{text.accessibilityTitle}</h2>
      <p>
        {text.accessibility}
        {email}.
      </p>

      <h2 id="troubleshooting">{text.troubleshootingTitle}</h2>
      <ul>
        {text.troubleshooting.map((problem) => (
          <li key={problem.label}>
            <strong>{problem.label}</strong>
            {problem.text}
          </li>
        ))}
      </ul>
      <p>
        {text.stuck.before}
        <Link to={paths.feedback}>{text.stuck.link}</Link>
        {text.stuck.after}
        {email}.
      </p>
    </article>
  );
}
