import { Card, Stack, Link as UiLink } from '@vuga/ui';
import { Link } from 'react-router-dom';
import { lead, prose } from '../../components/layout/prose.css.ts';
import { contactEmail } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { ContactForm } from '../../features/info/components/contact-form.tsx';
import * as styles from '../../features/info/components/info.css.ts';
import { faq } from '../../features/info/faq.ts';

export function Component() {
  const shortFaq = faq().filter((item) => ['cost', 'level', 'accuracy'].includes(item.id));
  return (
    <Stack space="xl">
      <article className={prose}>
        <h1>About Vuga</h1>
        <p className={lead}>
          Vuga means "speak" in Kinyarwanda. It is a free app that helps English speakers learn the language
          of Rwanda by asking, listening and practising.
        </p>

        <h2>Our mission</h2>
        <p>
          Kinyarwanda is spoken by more than twelve million people, yet good learning material for English
          speakers is scarce. Vuga's mission is to make a patient, honest tutor free for everyone: one that
          answers the questions you actually have, speaks every word, and tells you when it is not sure.
        </p>

        <h2>Who builds it</h2>
        <p>
          Vuga is built by a small open-source team of engineers and Kinyarwanda learners. Every word, phrase,
          grammar note and quiz question is written by the team as open data and marked as a draft until a
          Kinyarwanda speaker has reviewed it — if you speak the language, you can help.
        </p>

        <h2>Why learn Kinyarwanda?</h2>
        <ul>
          <li>Talk with friends, family and colleagues in Rwanda in their own language.</li>
          <li>Travel with more than greetings: markets, directions, food and small talk.</li>
          <li>
            Understand a Bantu language: its noun classes and verb forms follow clear, learnable patterns.
          </li>
        </ul>

        <h2>How it works</h2>
        <ol>
          <li>
            <strong>Ask the tutor</strong> in the <Link to={paths.chat}>chat</Link>: words, phrases, numbers,
            plurals, verb forms and grammar.
          </li>
          <li>
            <strong>Listen</strong> to each word: native Common Voice recordings where they exist, otherwise a
            voice built from Kinyarwanda spelling rules.
          </li>
          <li>
            <strong>Translate</strong> in both directions; every result says how sure it is.
          </li>
          <li>
            <strong>Test yourself</strong> with timed quizzes that explain every answer, and follow your
            progress on your dashboard.
          </li>
        </ol>

        <h2>Technology</h2>
        <p>
          Vuga is a React web app with an accessible component library, a tutor engine that runs on our own
          server with no paid AI service, and Firebase for sign-in and progress. The code is open source under
          the MIT licence.
        </p>

        <h2>Credits</h2>
        <ul>
          <li>Native recordings: Mozilla Common Voice Kinyarwanda contributors (CC0 1.0).</li>
          <li>Translation memory: TICO-19, the Translation Initiative for COVID-19 (CC0 1.0).</li>
          <li>Month, weekday and language names: Unicode CLDR (Unicode License v3).</li>
          <li>Pronunciation rules started from Epitran's Kinyarwanda map (MIT).</li>
        </ul>

        <h2>Frequently asked</h2>
        <dl>
          {shortFaq.map((item) => (
            <div key={item.id}>
              <dt>
                <strong>{item.question}</strong>
              </dt>
              <dd className={styles.answer}>{item.answer}</dd>
            </div>
          ))}
        </dl>
        <p>
          More in the <Link to={paths.faq}>FAQ</Link>.
        </p>
      </article>

      <Card title="Contact us" headingLevel={2} className={styles.contact}>
        <p>
          Email <a href={`mailto:${contactEmail}`}>{contactEmail}</a>, or write here: the form opens your
          email app with the message ready to send.
        </p>
        <ContactForm to={contactEmail} />
      </Card>

      <section className={styles.cta} aria-labelledby="cta-heading">
        <h2 id="cta-heading">Ready to say your first words?</h2>
        <UiLink asChild variant="standalone">
          <Link to={paths.chat}>Start chatting with the tutor</Link>
        </UiLink>
      </section>
    </Stack>
  );
}
