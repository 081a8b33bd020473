import { createBrowserRouter } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { Layout } from '../components/layout/layout.tsx';
import { paths } from '../config/paths.ts';

// One lazy chunk per route: a page downloads only its own code.
export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, lazy: () => import('./routes/home.tsx') },
      { path: paths.about, lazy: () => import('./routes/about.tsx') },
      { path: paths.helpCenter, lazy: () => import('./routes/help-center.tsx') },
      { path: paths.faq, lazy: () => import('./routes/faq.tsx') },
      { path: paths.privacy, lazy: () => import('./routes/privacy-policy.tsx') },
      { path: paths.terms, lazy: () => import('./routes/terms-of-service.tsx') },
      { path: paths.feedback, lazy: () => import('./routes/feedback.tsx') },
      { path: paths.chat, lazy: () => import('./routes/chat.tsx') },
      { path: paths.translate, lazy: () => import('./routes/translate.tsx') },
      { path: paths.quiz, lazy: () => import('./routes/quiz.tsx') },
      { path: paths.dashboard, lazy: () => import('./routes/dashboard.tsx') },
      { path: paths.admin, lazy: () => import('./routes/admin.tsx') },
      { path: paths.settings, lazy: () => import('./routes/settings.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);
