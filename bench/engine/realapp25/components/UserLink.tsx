'use client';

import { httpUrlOrNull } from '../lib/urls';

export function UserLink({ href, label }: { href: string; label: string }) {
  const safeHref = httpUrlOrNull(href) ?? '#';
  return (
    <a href={safeHref} rel="nofollow noopener" target="_blank">
      {label}
    </a>
  );
}
