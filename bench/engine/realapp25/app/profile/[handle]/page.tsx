import Link from 'next/link';
import { notFound } from 'next/navigation';
import { UserLink } from '../../../components/UserLink';
import { sanitizeHtml } from '../../../lib/html';
import { findByHandle } from '../../../services/users';

interface PageProps {
  params: { handle: string };
  searchParams: { tab?: string };
}

export default async function ProfilePage({ params, searchParams }: PageProps) {
  const user = await findByHandle(params.handle);
  if (!user) notFound();
  const tab = searchParams.tab ?? 'recipes';

  return (
    <main className="profile">
      <h1>{user.display_name}</h1>
      {user.website && (
        <a className="website" href={user.website} rel="nofollow noopener">
          {user.website}
        </a>
      )}
      <UserLink href={user.website ?? ''} label="Website (safe link)" />
      <section className="bio" dangerouslySetInnerHTML={{ __html: user.bio_html ?? '' }} />
      <section className="about" dangerouslySetInnerHTML={{ __html: sanitizeHtml(user.about ?? '') }} />
      <nav>
        <Link href={`/profile/${encodeURIComponent(user.handle)}?tab=recipes`}>Recipes</Link>
        <Link href={`/profile/${encodeURIComponent(user.handle)}?tab=saved`}>Saved</Link>
      </nav>
      <p className="tab">Showing {tab}</p>
    </main>
  );
}
