export { ChatThread, type ChatThreadProps } from './ChatThread.tsx';
