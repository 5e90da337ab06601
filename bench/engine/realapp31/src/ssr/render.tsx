import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeHtml } from '../lib/html';

export function renderPage(title: string, body: ReactElement): string {
  const markup = renderToString(body);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(title)} · Harborline</title>
    <link rel="stylesheet" href="/static/app.css" />
  </head>
  <body>
    <div id="root">${markup}</div>
  </body>
</html>`;
}
