import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy routes compile on first import; on a busy 2-core machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
