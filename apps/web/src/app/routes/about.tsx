import { Card, Stack, Link as UiLink } from '@vuga/ui';
import { Link } from 'react-router-dom';
import { lead, prose } from '../../components/layout/prose.css.ts';
import { contactEmail } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { aboutWords as text } from '../../features/info/about-content.ts';
import { ContactForm } from '../../features/info/components/contact-form.tsx';
import * as styles from '../../features/info/components/info.css.ts';
import { faq } from '../../features/info/faq.ts';

export function Component() {
  const shortFaq = faq().filter((item) => ['cost', 'level', 'accuracy'].includes(item.id));
  return (
    <Stack space="xl">
      <article className={prose}>
        <h1>{text.heading}</h1>
        <p className={lead}>{text.lead}</p>

        <h2>{text.missionTitle}</h2>
        <p>{text.mission}</p>

        <h2>{text.teamTitle}</h2>
        <p>{text.team}</p>

        <h2>{text.whyTitle}</h2>
        <ul>
          {text.why.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>

        <h2>{text.howTitle}</h2>
        <ol>
          <li>
            <strong>{text.ask.label}</strong>
            {text.ask.before}
            <Link to={paths.chat}>{text.ask.link}</Link>
            {text.ask.after}
          </li>
          {text.steps.map((step) => (
            <li key={step.label}>
              <strong>{step.label}</strong>
              {step.text}
            </li>
          ))}
        </ol>

        <h2>{text.technologyTitle}</h2>
        <p>{text.technology}</p>

        <h2>{text.creditsTitle}</h2>
        <ul>
          {text.credits.map((credit) => (
            <li key={credit}>{credit}</li>
          ))}
        </ul>

        <h2>{text.faqTitle}</h2>
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
          {text.more.before}
          <Link to={paths.faq}>{text.more.link}</Link>
          {text.more.after}
        </p>
      </article>

      <Card title={text.contactTitle} headingLevel={2} className={styles.contact}>
        <p>
          {text.contact.before}
          <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          {text.contact.after}
        </p>
        <ContactForm to={contactEmail} />
      </Card>

      <section className={styles.cta} aria-labelledby="cta-heading">
        <h2 id="cta-heading">{text.ctaTitle}</h2>
        <UiLink asChild variant="standalone">
          <Link to={paths.chat}>{text.cta}</Link>
        </UiLink>
      </section>
    </Stack>
  );
}
