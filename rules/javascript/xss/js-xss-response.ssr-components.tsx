// Server-side rendering: a component element is React calling the component with its props, so a
// prop the route took from the request reaches the component's dangerouslySetInnerHTML.
import express from 'express';
import { renderToString } from 'react-dom/server';
import DOMPurify from 'isomorphic-dompurify';

const NOTICE = 'Maintenance on <b>Sunday</b>.';

function Flash({ message }: { message: string }) {
  // ruleid: js-xss-response
  return <div className="flash" dangerouslySetInnerHTML={{ __html: message }} />;
}

function Notice({ html }: { html: string }) {
  // ok: js-xss-response
  return <aside dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

function Greeting(props: { name: string; notice: string }) {
  return (
    <main>
      {/* ok: js-xss-response */}
      <h1>Hello {props.name}</h1>
      {/* ok: js-xss-response */}
      <footer dangerouslySetInnerHTML={{ __html: props.notice }} />
    </main>
  );
}

export const router = express.Router();

router.get('/welcome', (req, res) => {
  const flash = String(req.query.flash ?? '');
  // The rendered markup is escaped text plus what the components wrote raw (checked where they write it).
  // ok: js-xss-response
  res.send(renderToString(<Greeting name={String(req.query.name)} notice={NOTICE} />));
  // The request data enters the component here (reported at the call as well as at the sink).
  // ruleid: js-xss-response
  res.write(renderToString(<Flash message={flash} />));
  res.end(renderToString(<Notice html={String(req.query.banner)} />));
});
