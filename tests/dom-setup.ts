import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './web-env-setup.ts';

afterEach(() => cleanup());
