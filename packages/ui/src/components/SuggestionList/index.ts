export { SuggestionList, type SuggestionListProps } from './SuggestionList.tsx';
