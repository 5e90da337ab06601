// Prisma's typed client reads records back (`findUnique`, `findFirst`, `findMany`): what users stored
// earlier, rendered raw by a server-side React component.
import express from 'express';
import { PrismaClient } from '@prisma/client';
import { renderToString } from 'react-dom/server';

const prisma = new PrismaClient();

function Bio({ html, name }: { html: string; name: string }) {
  return (
    <section>
      {/* ok: js-xss-stored */}
      <h2>{name}</h2>
      {/* ruleid: js-xss-stored */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

export const router = express.Router();

router.get('/people/:id', async (req, res) => {
  const person = await prisma.person.findUnique({ where: { id: req.params.id } });
  if (!person) return res.status(404).end();
  // The stored value enters the component here (reported at the call as well as at the sink).
  // ruleid: js-xss-stored
  return res.send(renderToString(<Bio html={person.bioHtml} name={person.name} />));
});

router.get('/people', async (_req, res) => {
  const people = await prisma.person.findMany({ orderBy: { name: 'asc' } });
  // ruleid: js-xss-stored
  res.send(`<ul>${people.map((p) => `<li>${p.name}</li>`).join('')}</ul>`);
});
