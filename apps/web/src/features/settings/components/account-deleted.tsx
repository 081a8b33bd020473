import type { DeleteAccountResponse } from '@vuga/api-client';
import { Banner, Stack } from '@vuga/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { accountDeletedContent as text } from '../settings-content.ts';

/** Shown in place of Settings once the account is deleted: what was removed, and that the learner is signed out. */
export function AccountDeleted({ result }: { result: DeleteAccountResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack space="md">
      <h1 ref={heading} tabIndex={-1}>
        {text.heading}
      </h1>
      <Banner tone="success" title={text.title}>
        {text.summary(result)}
      </Banner>
      <p>
        <Link to={paths.home}>{text.home}</Link>
      </p>
    </Stack>
  );
}
