'use client';

import { useEffect, useRef, useState } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { isLocalPath } from '../lib/urls';

export function LoginForm() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const notice = useRef<HTMLDivElement>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const message = searchParams.get('message');
    if (message && notice.current) notice.current.innerHTML = message;
    const reason = searchParams.get('reason');
    if (reason && notice.current) notice.current.textContent = `Signed out: ${reason}`;
  }, [searchParams]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const res = await fetch('/api/auth/login', { method: 'POST', body: JSON.stringify(Object.fromEntries(form)), headers: { 'content-type': 'application/json' } });
    if (!res.ok) return setError('Wrong email or password');
    const next = searchParams.get('next');
    if (searchParams.get('sso')) {
      window.location.href = searchParams.get('sso') as string;
      return;
    }
    router.push(isLocalPath(next) ? next : '/');
  }

  return (
    <form onSubmit={onSubmit}>
      <div ref={notice} className="notice" />
      {error && <p className="error">{error}</p>}
      <input name="email" type="email" required />
      <input name="password" type="password" required />
      <label>
        <input name="remember" type="checkbox" /> Remember me
      </label>
      <button type="submit">Sign in</button>
    </form>
  );
}
