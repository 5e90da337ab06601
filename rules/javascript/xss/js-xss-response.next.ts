import type { NextApiRequest, NextApiResponse } from 'next';
import { NextRequest, NextResponse } from 'next/server';

// A Next.js API route (pages router); the file is not under pages/api, the declared types say what it is.
export default function greet(req: NextApiRequest, res: NextApiResponse) {
  const name = req.query.name;
  if (req.method === 'HEAD') {
    // ruleid: js-xss-response
    res.status(200).send(`<h1>Hello ${name}</h1>`);
    return;
  }
  if (req.method === 'PUT') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // ruleid: js-xss-response
    res.end('<p>' + req.body.comment + '</p>');
    return;
  }
  // An object is answered as JSON.
  // ok: js-xss-response
  res.status(200).json({ greeting: `Hello ${name}` });
}

// App-router handler: a web Response is HTML only when its headers say so.
export async function GET(request: NextRequest) {
  const q = request.nextUrl.searchParams.get('q');
  if (q === null) {
    // ok: js-xss-response
    return new Response(JSON.stringify({ q }), { headers: { 'Content-Type': 'application/json' } });
  }
  if (q.length > 100) {
    // ok: js-xss-response
    return new NextResponse(`query too long: ${q}`, { status: 400, headers: { 'content-type': 'text/plain' } });
  }
  // ruleid: js-xss-response
  return new Response(`<p>Results for ${q}</p>`, { headers: { 'Content-Type': 'text/html' } });
}
