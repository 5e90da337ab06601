import React from 'react';
import DOMPurify from 'dompurify';

export function Comment({ html }: { html: string }) {
  const fromUrl = new URLSearchParams(window.location.search).get('preview') ?? '';
  return (
    <div>
      {/* ruleid: js-xss-response */}
      <div dangerouslySetInnerHTML={{ __html: fromUrl }} />
      {/* ok: js-xss-response */}
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(fromUrl) }} />
      {/* ok: js-xss-response */}
      <p>{fromUrl}</p>
      {/* ok: js-xss-response */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}
