import { Router } from 'express';
import { knex } from '../db/knex';
import { prisma } from '../db/prisma';
import { escapeHtml } from '../lib/html';
import { etagFor } from '../lib/etag';
import { sameOriginPath } from '../lib/redirects';
import { requireAuth } from '../middleware/auth';
import { renderPage } from '../ssr/render';
import { CustomerCard } from '../ssr/components/CustomerCard';
import { NotFound, TrackingPage } from '../ssr/components/TrackingPage';

export const pagesRouter = Router();

pagesRouter.get('/track/:reference', async (req, res) => {
  const shipment = await prisma.shipment.findUnique({ where: { reference: req.params.reference } });
  if (!shipment) return res.status(404).send(renderPage('Not found', <NotFound reference={req.params.reference} />));
  const flash = typeof req.query.flash === 'string' ? req.query.flash : undefined;
  const promo = typeof req.query.promo === 'string' ? req.query.promo : undefined;
  const html = renderPage(`Shipment ${shipment.reference}`, <TrackingPage shipment={shipment} flash={flash} promo={promo} />);
  res.setHeader('etag', etagFor(html));
  return res.send(html);
});

pagesRouter.get('/customers/:id/card', requireAuth, async (req, res) => {
  const customer = await knex('customers').where({ id: req.params.id, org_id: req.user!.org }).first();
  if (!customer) return res.status(404).send('not found');
  const highlight = String(req.query.q ?? '');
  return res.send(
    renderPage(customer.name, <CustomerCard customer={{ name: customer.name, city: customer.city, notesHtml: customer.notes_html, signatureHtml: customer.signature_html }} highlight={highlight} />),
  );
});

pagesRouter.post('/customers/:id/signature', requireAuth, async (req, res) => {
  await knex('customers').where({ id: req.params.id, org_id: req.user!.org }).update({ signature_html: String(req.body.signatureHtml ?? '') });
  res.redirect(303, `/customers/${encodeURIComponent(req.params.id)}/card`);
});

pagesRouter.get('/customers/:id/print', requireAuth, async (req, res) => {
  const customer = await knex('customers').where({ id: req.params.id, org_id: req.user!.org }).first();
  if (!customer) return res.status(404).send('not found');
  return res.send(`<html><body onload="print()"><h1>${escapeHtml(customer.name)}</h1><div class="notes">${customer.signature_html}</div></body></html>`);
});

pagesRouter.get('/out', (req, res) => {
  const url = String(req.query.url ?? '/');
  res.redirect(302, url);
});

pagesRouter.get('/back', (req, res) => {
  res.location(sameOriginPath(req.get('referer') ?? '/')).status(302).end();
});

pagesRouter.get('/regions/unknown', (req, res) => {
  res.status(404).send(`<p class="error">No depot serves region ${req.query.region}.</p>`);
});

pagesRouter.get('/regions/help', (req, res) => {
  res.send(`<p>Looking for region <b>${escapeHtml(String(req.query.region ?? ''))}</b>? Contact your account manager.</p>`);
});
