import React from 'react';
export function Bio() {
  const text = decodeURIComponent(window.location.hash.slice(1));
  return <section>{text}</section>;
}
