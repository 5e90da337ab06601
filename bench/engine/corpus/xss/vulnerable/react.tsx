import React from 'react';
export function Bio() {
  const html = decodeURIComponent(window.location.hash.slice(1));
  return <section dangerouslySetInnerHTML={{ __html: html }} />;
}
