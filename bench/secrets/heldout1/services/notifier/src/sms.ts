import twilio from 'twilio';

const accountSid = 'AC22fbf591558ecb964bdfb002d8f1eca6';
const authToken = '6b04c5526d8c3d24b9a8b2dc05fed011';
const client = twilio(accountSid, authToken);

export function sms(to: string, body: string) {
  return client.messages.create({ to, from: '+15005550006', body });
}
