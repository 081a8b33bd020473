import { Card, ChatBubble, IconButton, Inline, RotatingShowcase, Skeleton, Stack } from '@vuga/ui';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/button-link.tsx';
import { StackRegion } from '../../../components/stack-region.tsx';
import { firstLessonPath, paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { homeWords } from '../home-content.ts';
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
    { label: homeWords.startLearning, to: firstLessonPath },
    { label: homeWords.translateText, to: paths.translate },
    { label: homeWords.testKnowledge, to: paths.quiz },
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

const features = () => [
  { title: homeWords.chatTitle, text: homeWords.chatText, to: paths.chat, link: homeWords.chatLink },
  {
    title: homeWords.translateTitle,
    text: homeWords.translateText2,
    to: paths.translate,
    link: homeWords.translateLink,
  },
  { title: homeWords.quizTitle, text: homeWords.quizText, to: paths.quiz, link: homeWords.quizLink },
  {
    title: homeWords.progressTitle,
    text: homeWords.progressText,
    to: paths.dashboard,
    link: homeWords.progressLink,
  },
];

export function HomePage({ today = null }: { today?: ReactNode }) {
  return (
    <Stack space="xxl">
      <section className={styles.hero} aria-labelledby="hero-title">
        <Stack space="md">
          <h1 id="hero-title" className={styles.heroTitle}>
            {homeWords.title}
          </h1>
          <p className={styles.heroLead}>{homeWords.lead}</p>
          <HeroActions today={today} />
        </Stack>
        <StackRegion space="md" className={styles.showcases}>
          <RotatingShowcase
            label={homeWords.vocabulary}
            labels={homeWords.showcase}
            intervalMs={showcaseIntervalMs}
            items={showcaseWords.map((word) => ({
              id: word.rw,
              content: (
                <StackRegion space="xs" align="center" className={styles.word}>
                  <p className={styles.wordRw} lang="rw">
                    {word.rw}
                  </p>
                  <p className={styles.wordEn}>{word.en}</p>
                  <p className={styles.wordGuide}>{word.guide}</p>
                  <IconButton
                    label={homeWords.hear(word.rw)}
                    variant="secondary"
                    icon={<SpeakerIcon />}
                    onClick={() => speakKinyarwanda(word.rw)}
                  />
                </StackRegion>
              ),
            }))}
          />
          <RotatingShowcase
            label={homeWords.conversations}
            labels={homeWords.showcase}
            intervalMs={demoChatIntervalMs}
            items={demoChats.map((chat) => ({
              id: chat.question,
              content: (
                <Stack space="sm">
                  <ChatBubble
                    author="learner"
                    labels={{ learner: homeWords.learnerAsked }}
                    text={chat.question}
                  />
                  <ChatBubble author="tutor" labels={{ tutor: homeWords.tutorAnswered }} text={chat.answer} />
                </Stack>
              ),
            }))}
          />
        </StackRegion>
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          {homeWords.featuresTitle}
        </h2>
        <ul className={styles.features}>
          {features().map((feature) => (
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
