import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import * as styles from './button-link.css.ts';

/** A router link that looks like a button: navigation stays a real link (crawlable, opens in a new tab). */
export function ButtonLink({
  variant = 'primary',
  className,
  ...rest
}: ComponentProps<typeof Link> & { variant?: 'primary' | 'secondary' }) {
  return <Link className={[styles.root({ variant }), className].filter(Boolean).join(' ')} {...rest} />;
}
