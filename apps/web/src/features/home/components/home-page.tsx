import { Card, ChatBubble, IconButton, Inline, RotatingShowcase, Skeleton, Stack } from '@vuga/ui';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { firstLessonPath, paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import {
  demoChatIntervalMs,
  demoChats,
  showcaseIntervalMs,
  showcaseWords,
  speakKinyarwanda,
} from '../showcase.ts';
import * as styles from './home.css.ts';

function SpeakerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 10v4h4l5 4V6L7 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z"
      />
    </svg>
  );
}

/** A signed-in learner gets their day (`today`, the next step first); anyone else the ways in. */
function HeroActions({ today }: { today: ReactNode }) {
  const { role, loading } = useAuth();
  if (loading) return <Skeleton shape="rect" width="20rem" height="3rem" />;
  if (role === 'learner') return today;
  const actions = [
    { label: 'Start Learning', to: firstLessonPath },
    { label: 'Translate Text', to: paths.translate },
    { label: 'Test Knowledge', to: paths.quiz },
  ];
  return (
    <Inline space="sm">
      {actions.map((action, index) => (
        <ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'primary' : 'secondary'}>
          {action.label}
        </ButtonLink>
      ))}
    </Inline>
  );
}

const features = [
  {
    title: 'Chat tutor',
    text: 'Ask how to say anything, what a word means, plurals, numbers and verb forms — and hear every word.',
    to: paths.chat,
    link: 'Open the chat',
  },
  {
    title: 'Translation',
    text: 'English to Kinyarwanda and back, with an honest note on how sure each translation is.',
    to: paths.translate,
    link: 'Translate text',
  },
  {
    title: 'Quizzes',
    text: 'Timed quizzes by topic and level that explain every answer.',
    to: paths.quiz,
    link: 'Take a quiz',
  },
  {
    title: 'Your progress',
    text: 'Streaks, achievements and tips on what to practise next.',
    to: paths.dashboard,
    link: 'See your dashboard',
  },
];

export function HomePage({ today = null }: { today?: ReactNode }) {
  return (
    <Stack space="xxl">
      <section className={styles.hero} aria-labelledby="hero-title">
        <Stack space="md">
          <h1 id="hero-title" className={styles.heroTitle}>
            Learn Kinyarwanda, one word at a time
          </h1>
          <p className={styles.heroLead}>
            Vuga is a free tutor that answers your questions, speaks every word and quizzes you — made for
            English speakers.
          </p>
          <HeroActions today={today} />
        </Stack>
        <Stack space="md" className={styles.showcases}>
          <RotatingShowcase
            label="Vocabulary showcase"
            intervalMs={showcaseIntervalMs}
            items={showcaseWords.map((word) => ({
              id: word.rw,
              content: (
                <Stack space="xs" align="center" className={styles.word}>
                  <p className={styles.wordRw} lang="rw">
                    {word.rw}
                  </p>
                  <p className={styles.wordEn}>{word.en}</p>
                  <p className={styles.wordGuide}>{word.guide}</p>
                  <IconButton
                    label={`Hear "${word.rw}"`}
                    variant="secondary"
                    icon={<SpeakerIcon />}
                    onClick={() => speakKinyarwanda(word.rw)}
                  />
                </Stack>
              ),
            }))}
          />
          <RotatingShowcase
            label="Example conversations"
            intervalMs={demoChatIntervalMs}
            items={demoChats.map((chat) => ({
              id: chat.question,
              content: (
                <Stack space="sm">
                  <ChatBubble author="learner" authorLabel="Learner asked" text={chat.question} />
                  <ChatBubble author="tutor" authorLabel="Tutor answered" text={chat.answer} />
                </Stack>
              ),
            }))}
          />
        </Stack>
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          Everything you need to start speaking
        </h2>
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature.title}>
              <Card title={feature.title} headingLevel={3} className={styles.featureCard}>
                <p>{feature.text}</p>
                <ButtonLink to={feature.to} variant="secondary">
                  {feature.link}
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </Stack>
  );
}
