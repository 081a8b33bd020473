export { StatCard, type StatCardProps, type StatCardTone, statCardTones } from './StatCard.tsx';
