import { Button, type ButtonSize, type ButtonVariant } from '@vuga/ui';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/**
 * A router link that looks like a button — the kit's Button over the link (`asChild`), so the two share every
 * style; navigation stays a real link (crawlable, opens in a new tab).
 */
export function ButtonLink({
  variant = 'primary',
  size = 'lg',
  ...rest
}: ComponentProps<typeof Link> & {
  variant?: Extract<ButtonVariant, 'primary' | 'secondary'>;
  size?: ButtonSize;
}) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link {...rest} />
    </Button>
  );
}
