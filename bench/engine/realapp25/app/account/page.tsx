import { redirect } from 'next/navigation';
import { cookies } from 'next/headers';
import { currentUser } from '../../lib/auth';
import { saveProfile } from '../recipes/actions';

export default async function AccountPage({ searchParams }: { searchParams: { welcome?: string; next?: string } }) {
  const user = await currentUser();
  if (!user) redirect('/login?next=/account');
  cookies().set('pl_seen_account', '1', { httpOnly: true, secure: true, sameSite: 'strict', maxAge: 86400 });
  return (
    <main>
      {searchParams.welcome && <p className="flash">Welcome to Potluck, {user.handle}!</p>}
      <form action={saveProfile}>
        <input name="displayName" />
        <input name="website" type="url" />
        <textarea name="bio" />
        <input type="hidden" name="returnTo" value={searchParams.next ?? '/account'} />
        <button type="submit">Save</button>
      </form>
    </main>
  );
}
