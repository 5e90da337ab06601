import https from 'node:https';

// Freight partner API only supports basic auth; credentials issued by their onboarding team.
const AUTH_HEADER = 'Basic aGFyYm9yOmhhcmJvci1uaW1idXMtNTU/';

export function quote(weightKg: number, to: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: 'api.freightpartner.example', path: '/v2/quotes', method: 'POST', headers: { Authorization: AUTH_HEADER, 'Content-Type': 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ weightKg, to }));
  });
}
