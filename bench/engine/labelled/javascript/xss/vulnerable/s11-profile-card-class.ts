import { Request, Response } from 'express';

class ProfileCard {
  constructor(private name: string, private bio: string) {}

  toHtml(): string {
    const parts = ['<div class="card">', `<h2>${this.name}</h2>`, `<p>${this.bio}</p>`, '</div>'];
    return parts.join('\n');
  }
}

export function previewProfile(req: Request, res: Response): void {
  const input = { name: 'Unnamed', bio: '', ...req.body };
  const card = new ProfileCard(input.name, input.bio);
  res.status(200);
  res.type('html');
  res.write('<main>');
  res.write(card.toHtml());
  res.end('</main>');
}
