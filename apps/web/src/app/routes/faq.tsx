import { Accordion } from '@vuga/ui';
import { Link } from 'react-router-dom';
import { lead, prose } from '../../components/layout/prose.css.ts';
import { paths } from '../../config/paths.ts';
import { faq } from '../../features/info/faq.ts';
import { faqPageWords as text } from '../../features/info/info-content.ts';

export function Component() {
  return (
    <div className={prose}>
      <h1>{text.heading}</h1>
      <p className={lead}>{text.lead}</p>
      <Accordion
        headingLevel={2}
        items={faq().map((item) => ({ value: item.id, title: item.question, content: <p>{item.answer}</p> }))}
      />
      <p>
        {text.more.before}
        <Link to={paths.helpCenter}>{text.more.helpCenter}</Link>
        {text.more.or}
        <Link to={paths.feedback}>{text.more.feedback}</Link>
        {text.more.after}
      </p>
    </div>
  );
}
