import { Link } from 'react-router';

export function Component() {
  return (
    <>
      <title>Vuga — learn Kinyarwanda</title>
      <h1>Learn Kinyarwanda with Vuga</h1>
      <p>A tutor that answers your questions, speaks every word and quizzes you.</p>
      <Link to="/chat">Start Learning</Link>
    </>
  );
}
