const ftp = require('basic-ftp');

async function pull() {
  const client = new ftp.Client();
  await client.access({ host: 'ftp.supplier-feed.com', user: 'acme_feed', password: 'orangezebra7051%', secure: true });
  await client.downloadTo('/tmp/feed.csv', '/export/feed.csv');
  client.close();
}
module.exports = { pull };
