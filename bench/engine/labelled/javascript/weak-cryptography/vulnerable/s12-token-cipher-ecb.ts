import crypto from 'crypto';

const KEY = Buffer.from(process.env.TOKEN_KEY ?? '', 'hex'); // 16 bytes

export class TokenCipher {
  encrypt(plain: string): string {
    const cipher = crypto.createCipheriv('aes-128-ecb', KEY, null);
    return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64url');
  }

  decrypt(token: string): string {
    const decipher = crypto.createDecipheriv('aes-128-ecb', KEY, null);
    return Buffer.concat([decipher.update(Buffer.from(token, 'base64url')), decipher.final()]).toString('utf8');
  }
}
