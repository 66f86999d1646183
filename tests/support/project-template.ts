import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One template folder shared by every test run on this machine (building it takes seconds). */
export const sharedTemplatePath = join(tmpdir(), 'bridge-studio-test-templates');
