import { Accordion } from '@vuga/ui';
import { Link } from 'react-router-dom';
import { lead, prose } from '../../components/layout/prose.css.ts';
import { paths } from '../../config/paths.ts';
import { faq } from '../../features/info/faq.ts';

export function Component() {
  return (
    <div className={prose}>
      <h1>Frequently Asked Questions</h1>
      <p className={lead}>Twelve questions learners ask most. Open one at a time.</p>
      <Accordion
        headingLevel={2}
        items={faq.map((item) => ({ value: item.id, title: item.question, content: <p>{item.answer}</p> }))}
      />
      <p>
        Something else? See the <Link to={paths.helpCenter}>Help Center</Link> or{' '}
        <Link to={paths.feedback}>send us feedback</Link>.
      </p>
    </div>
  );
}
