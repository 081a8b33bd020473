import { createBrowserRouter, Outlet } from 'react-router';

function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', lazy: () => import('./routes/home.tsx') },
      { path: '/chat', lazy: () => import('./routes/chat.tsx') },
      { path: '*', lazy: () => import('./routes/not-found.tsx') },
    ],
  },
]);
