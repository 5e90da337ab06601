'use client';

import { useEffect, useRef } from 'react';
import { useSearchParams } from 'next/navigation';

// A Next.js client component: useSearchParams() is the page's query string.
export function Notice() {
  const searchParams = useSearchParams();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const message = searchParams.get('message') ?? '';
    if (!box.current) return;
    // ruleid: js-xss-response
    box.current.innerHTML = message;
    // ok: js-xss-response
    box.current.textContent = message;
  }, [searchParams]);
  const q = searchParams.get('q') ?? '';
  return (
    <div ref={box}>
      {/* ruleid: js-xss-response */}
      <p dangerouslySetInnerHTML={{ __html: `Results for ${q}` }} />
      {/* ok: js-xss-response */}
      <p>Results for {q}</p>
    </div>
  );
}
