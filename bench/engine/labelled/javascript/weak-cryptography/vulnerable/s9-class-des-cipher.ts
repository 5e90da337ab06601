import crypto from 'node:crypto';

export class TokenVault {
  private readonly algorithm = 'des-cbc';

  constructor(private readonly key: Buffer) {}

  seal(plain: string): string {
    const iv = crypto.randomBytes(8);
    const cipher = crypto.createCipheriv(this.algorithm, this.key, iv);
    return iv.toString('hex') + ':' + Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
  }
}
