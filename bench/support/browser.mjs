// Chromium for the browser benchmarks, and a signed-in founder with one project to load pages as.
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
};

/** Signs a new founder up, creates a project, and returns the cookies to open pages with. */
export async function signedInState(browser, baseUrl) {
  const context = await browser.newContext();
  const n = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const call = async (path, data) => {
    const res = await context.request.post(`${baseUrl}${path}`, {
      data,
      headers: { 'x-bridge-client': 'bench' },
    });
    if (!res.ok()) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`);
  };
  await call('/api/auth/signup', {
    email: `bench-${n}@example.com`,
    password: 'bench password 1',
    firstName: 'Bench',
    lastName: 'Mark',
  });
  await call('/api/projects', { name: 'Bench project' });
  const state = await context.storageState();
  await context.close();
  return state;
}
