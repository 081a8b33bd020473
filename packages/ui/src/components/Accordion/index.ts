export { Accordion, type AccordionItem, type AccordionProps } from './Accordion.tsx';
