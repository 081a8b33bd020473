// The French catalog, one namespace per message module (lib/i18n.ts): this folder is one lazy chunk, loaded only
// when a learner chooses French. Its types hold every key and call signature to the English; the catalog test
// (src/locales/catalog.test.ts) checks that no namespace or key is missing at run time too.
import type { Catalog } from '../../lib/i18n.ts';
import { about } from './about.ts';
import { addToReview } from './add-to-review.ts';
import {
  adminErrors,
  adminInbox,
  adminOverview,
  adminPage,
  adminReview,
  adminView,
  reviewProgress,
} from './admin.ts';
import { auth, authErrors, authModal } from './auth.ts';
import { chat, chatMessagesFr } from './chat.ts';
import { help } from './help.ts';
import { home } from './home.ts';
import { contactForm, faqItems, faqPage, feedbackPage } from './info.ts';
import { kit } from './kit.ts';
import { greeting, guard, layout, nav, pages } from './layout.ts';
import { guide, learn, learnMessagesFr, lesson, path, placement, review, trial } from './learn.ts';
import { offline } from './offline.ts';
import { offlineTutor } from './offline-tutor.ts';
import { privacyPolicy } from './privacy-policy.ts';
import { categories, quiz, quizDifficulties, quizMessagesFr, quizRecording } from './quiz.ts';
import { accountDeleted, privacy, settings } from './settings.ts';
import { terms } from './terms.ts';
import { notFound, titles } from './titles.ts';
import { achievements, activity, dashboard, dashboardMessagesFr, today, todaySteps } from './today.ts';
import { translate, translateMethods } from './translate.ts';

export const fr = {
  nav,
  layout,
  pages,
  guard,
  greeting,
  settings,
  privacy,
  accountDeleted,
  learn,
  guide,
  learnMessages: learnMessagesFr,
  lesson,
  review,
  kit,
  trial,
  placement,
  path,
  today,
  todaySteps,
  dashboardMessages: dashboardMessagesFr,
  achievements,
  dashboard,
  activity,
  home,
  titles,
  notFound,
  categories,
  quiz,
  quizDifficulties,
  quizMessages: quizMessagesFr,
  quizRecording,
  chat,
  chatMessages: chatMessagesFr,
  offline,
  offlineTutor,
  translate,
  translateMethods,
  addToReview,
  auth,
  authModal,
  authErrors,
  faqPage,
  faqItems,
  feedbackPage,
  contactForm,
  terms,
  privacyPolicy,
  about,
  help,
  adminPage,
  adminErrors,
  adminInbox,
  adminOverview,
  adminReview,
  adminView,
  reviewProgress,
} satisfies Catalog;
