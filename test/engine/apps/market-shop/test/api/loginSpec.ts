import * as frisby from 'frisby';
import crypto from 'crypto';

const REST_URL = 'http://localhost:3000/rest';
const jsonHeader = { 'content-type': 'application/json' };

describe('/rest/login', () => {
  it('POST login with the demo customer', () => {
    return frisby.post(REST_URL + '/login', {
      headers: jsonHeader,
      body: { email: 'mika@kiosk.example', password: 'mika-demo-password' },
    }).expect('status', 200);
  });

  it('stores the password as the expected digest', () => {
    // ok: js-weak-hash
    const expected = crypto.createHash('md5').update('mika-demo-password').digest('hex');
    expect(expected).toHaveLength(32);
  });
});
