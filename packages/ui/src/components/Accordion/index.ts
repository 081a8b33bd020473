export {
  Accordion,
  AccordionContent,
  type AccordionContentProps,
  AccordionItem,
  type AccordionItemProps,
  type AccordionProps,
  AccordionRoot,
  type AccordionRootProps,
  AccordionTrigger,
  type AccordionTriggerProps,
} from './Accordion.tsx';
