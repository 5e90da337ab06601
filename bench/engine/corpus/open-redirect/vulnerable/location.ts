import http from 'http';
http.createServer((req, res) => {
  const target = new URL(req.url ?? '/', 'http://x').searchParams.get('to');
  res.writeHead(302, { Location: target });
  res.end();
});
