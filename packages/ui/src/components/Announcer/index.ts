export { type Announce, Announcer, type AnnouncerProps, type Politeness, useAnnounce } from './Announcer.tsx';
