// Whether the user asked the system for less motion, following changes live.
import { useMediaQuery } from './useMediaQuery.ts';

/**
 * True when the user asked the system for less motion. A server-rendered page is rendered with motion and
 * hydrated the same way; the real preference applies right after hydration.
 */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
