// The sign-up / sign-in form every template shares. The page holds a form with Email and Password
// fields and two submit buttons (value "sign-up" and "sign-in"), a "Signed in as" line and a
// "Sign out" button; this file makes them work and tells the page who is signed in.
import { plainError, say } from './backend.js';

/**
 * Wires the account form. `onChange(user)` runs with the signed-in user, or null, at start and
 * after every sign-in or sign-out.
 */
export async function setUpAccount(supabase, { form, signedIn, who, signOut, status, onChange }) {
  const show = async (user) => {
    form.hidden = Boolean(user);
    signedIn.hidden = !user;
    who.textContent = user?.email ?? '';
    await onChange(user ?? null);
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const action = event.submitter?.value === 'sign-up' ? 'sign-up' : 'sign-in';
    const fields = new FormData(form);
    const credentials = {
      email: String(fields.get('email') ?? '').trim(),
      password: String(fields.get('password') ?? ''),
    };
    const buttons = form.querySelectorAll('button');
    buttons.forEach((b) => (b.disabled = true));
    say(status, action === 'sign-up' ? 'Creating your account…' : 'Signing you in…');
    const { data, error } =
      action === 'sign-up'
        ? await supabase.auth.signUp(credentials)
        : await supabase.auth.signInWithPassword(credentials);
    buttons.forEach((b) => (b.disabled = false));
    if (error) return say(status, plainError(error), 'error');
    if (!data.session)
      return say(status, 'Check your email for a link to confirm your account, then sign in.');
    form.reset();
    say(status, action === 'sign-up' ? 'Your account is ready.' : 'Welcome back.');
    await show(data.session.user);
  });

  signOut.addEventListener('click', async () => {
    const { error } = await supabase.auth.signOut();
    if (error) return say(status, plainError(error), 'error');
    say(status, 'You are signed out.');
    await show(null);
  });

  const { data } = await supabase.auth.getSession();
  await show(data.session?.user ?? null);
}
