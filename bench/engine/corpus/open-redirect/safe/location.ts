import http from 'http';
http.createServer((req, res) => {
  res.writeHead(302, { Location: '/login' });
  res.end();
});
