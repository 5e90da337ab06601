import twilio from 'twilio';

const accountSid = 'ACfe5747758214d4fe88a046fd3a789c5e';
const authToken = '6f90be385da0744e2e7a37a16d00d4a9';
export const sms = twilio(accountSid, authToken);
export const smsViaApiKey = twilio('SK60a1cb34e54a6e0811ed41d4b47af9a5', 'suNRs7VrUoCntSlYFaJ92QAyZkR5cI38', { accountSid });
export const sendCode = (to: string, code: string) => sms.messages.create({ to, from: '+14155550123', body: `Your Tidewater code is ${code}` });
