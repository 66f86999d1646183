import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASELINE_VERSION } from '@server/services/project-db';

/** One template per baseline version, shared by every test run on this machine (building it takes seconds). */
export const sharedTemplatePath = join(
  tmpdir(),
  'bridge-studio-test-templates',
  `project-template-${BASELINE_VERSION}.tar.gz`,
);
