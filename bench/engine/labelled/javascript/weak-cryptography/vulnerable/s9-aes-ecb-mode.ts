import { createCipheriv } from 'crypto';

const KEY = Buffer.from(process.env.CARD_KEY ?? '', 'hex');

export const encryptCardNumber = (pan: string): string => {
  const cipher = createCipheriv('aes-256-ecb', KEY, null);
  return cipher.update(pan, 'utf8', 'base64') + cipher.final('base64');
};
