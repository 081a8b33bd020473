// Set-up of the jsdom tests: the web app's build-time settings, and a clean document after each test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './web-env-setup.ts';

// waitFor's limit catches a hang, not slowness (as the test limits in vitest.config.ts): 1 s by default, which a
// busy machine can exceed.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
