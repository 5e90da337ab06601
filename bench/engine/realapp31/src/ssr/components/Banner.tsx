import { marked } from 'marked';

const MAINTENANCE_NOTICE = 'Scheduled maintenance **Sunday 02:00–03:00 UTC**. Tracking pages stay available.';

export function Banner({ announcement }: { announcement?: string }) {
  return (
    <header className="banner">
      <div className="banner__notice" dangerouslySetInnerHTML={{ __html: marked.parse(MAINTENANCE_NOTICE, { async: false }) as string }} />
      {announcement ? <div className="banner__promo" dangerouslySetInnerHTML={{ __html: marked.parse(announcement, { async: false }) as string }} /> : null}
    </header>
  );
}
