import express, { Request, Response } from 'express';
import sqlite3 from 'sqlite3';

const db = new sqlite3.Database('./data/notes.db');
export const notes = express.Router();

function findNotes(owner: string, tag: string | undefined, done: (err: Error | null, rows?: unknown[]) => void) {
  let sql = 'SELECT id, title, body FROM notes WHERE owner = ?';
  const params: string[] = [owner];
  if (tag) {
    sql += ' AND tag = ?';
    params.push(tag);
  }
  db.all(sql, params, done);
}

notes.get('/:owner', (req: Request, res: Response) => {
  findNotes(req.params.owner, req.query.tag as string | undefined, (err, rows) => {
    if (err) {
      res.status(500).send('query failed');
      return;
    }
    res.json(rows);
  });
});
