export { Card, type CardProps, type CardSurface, cardSurfaces } from './Card.tsx';
