import crypto from 'crypto';

const KEY = Buffer.from(process.env.TOKEN_KEY ?? '', 'hex').subarray(0, 16);

export class TokenVault {
  seal(plain: string): string {
    const cipher = crypto.createCipheriv('aes-128-ecb', KEY, null);
    return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
  }

  open(sealed: string): string {
    const decipher = crypto.createDecipheriv('aes-128-ecb', KEY, null);
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}

export const vault = new TokenVault();
