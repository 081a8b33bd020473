// The CSS import is a side effect the bundler handles; tell TypeScript so.
declare module '*.css';
