import { Request, Response } from 'express';
import escapeHtml from 'escape-html';

class Card {
  constructor(private readonly title: string, public note: string) {}

  html(): string {
    return `<h2>${this.title}</h2><p>${this.note}</p>`;
  }
}

class SafeCard {
  private readonly title: string;

  constructor(private raw: string) {
    this.title = escapeHtml(raw);
  }

  html(): string {
    return `<h2>${this.title}</h2>`;
  }
}

export function fromParameterProperties(req: Request, res: Response) {
  const card = new Card(req.body.title, 'fixed');
  // ruleid: js-xss-response
  res.send(card.html());
}

export function escapedInConstructor(req: Request, res: Response) {
  const card = new SafeCard(req.body.title);
  // ok: js-xss-response
  res.send(card.html());
}

export function spreadOverDefaults(req: Request, res: Response) {
  const input = { title: 'Untitled', note: '', ...req.body };
  // ruleid: js-xss-response
  res.send(`<h2>${input.title}</h2>`);
}

export function defaultsOverSpread(req: Request, res: Response) {
  const input = { ...req.body, title: 'Untitled' };
  // ok: js-xss-response
  res.send(`<h2>${input.title}</h2>`);
}
