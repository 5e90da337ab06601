import crypto from 'node:crypto';

export class TokenVault {
  private readonly algorithm = 'aes-256-gcm';

  constructor(private readonly key: Buffer) {}

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv(this.algorithm, this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), data].map((b) => b.toString('hex')).join(':');
  }
}
