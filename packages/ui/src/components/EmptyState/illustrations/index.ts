// Empty-state scenes, one module each.
export { ActivityIllustration } from './Activity.tsx';
export { ChatIllustration } from './Chat.tsx';
export { LockedIllustration } from './Locked.tsx';
export { ScoresIllustration } from './Scores.tsx';
export { SearchIllustration } from './Search.tsx';
export { WordsIllustration } from './Words.tsx';
