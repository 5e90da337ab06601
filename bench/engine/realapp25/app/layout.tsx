import type { ReactNode } from 'react';

export const metadata = { title: 'Potluck', description: 'Recipes from home cooks' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <header>
          <a href="/">Potluck</a>
        </header>
        {children}
      </body>
    </html>
  );
}
