import { Request, Response } from 'express';

const DIRECTORY_API = 'https://directory.internal.example.com/v2';

export async function directoryProfile(req: Request, res: Response) {
  const id = Number.parseInt(req.params.id, 10);
  if (!Number.isInteger(id) || id <= 0) {
    return res.status(400).json({ error: 'bad id' });
  }
  const resp = await fetch(`${DIRECTORY_API}/people/${id}`, {
    headers: { authorization: `Bearer ${process.env.DIRECTORY_TOKEN}` },
  });
  if (!resp.ok) {
    return res.status(resp.status).json({ error: 'lookup failed' });
  }
  const person = (await resp.json()) as { name: string; team: string };
  res.json({ id, name: person.name, team: person.team });
}
