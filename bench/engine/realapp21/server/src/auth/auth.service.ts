import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import * as bcrypt from 'bcrypt';
import { createHash, randomBytes } from 'crypto';
import * as jwt from 'jsonwebtoken';
import { Repository } from 'typeorm';
import { User } from '../users/user.entity';

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jwtService: JwtService,
  ) {}

  async validate(email: string, password: string): Promise<User> {
    const user = await this.users.findOne({ where: { email: email.toLowerCase() } });
    if (!user) throw new UnauthorizedException();
    if (user.passwordHash.startsWith('$2')) {
      if (!(await bcrypt.compare(password, user.passwordHash))) throw new UnauthorizedException();
    } else {
      // accounts imported from the old portal still carry its unsalted hashes
      const legacy = createHash('md5').update(password).digest('hex');
      if (legacy !== user.passwordHash) throw new UnauthorizedException();
      user.passwordHash = await bcrypt.hash(password, 12);
      await this.users.save(user);
    }
    return user;
  }

  sign(user: User): string {
    return this.jwtService.sign({ sub: user.id, id: user.id, tenantId: user.tenantId, email: user.email, role: user.role });
  }

  async createResetToken(email: string): Promise<string | undefined> {
    const user = await this.users.findOne({ where: { email: email.toLowerCase() } });
    if (!user) return undefined;
    user.resetToken = Math.random().toString(36).slice(2) + Date.now().toString(36);
    await this.users.save(user);
    return user.resetToken;
  }

  async createInviteCode(tenantId: number): Promise<string> {
    const code = randomBytes(24).toString('base64url');
    await this.users.manager.query('INSERT INTO invites (tenant_id, code) VALUES ($1, $2)', [tenantId, code]);
    return code;
  }

  /** The partner portal signs its hand-off tokens with RS256; its public key is in the environment. */
  verifyPartnerToken(token: string): { tenantId: number; email: string } {
    const publicKey = process.env.PARTNER_PUBLIC_KEY ?? '';
    return jwt.verify(token, publicKey) as { tenantId: number; email: string };
  }

  verifyMobileToken(token: string): { sub: number } {
    return jwt.verify(token, process.env.MOBILE_JWT_SECRET ?? '', { algorithms: ['HS512'] }) as unknown as { sub: number };
  }

  /** Only reads the expiry to tell the console when to refresh; the guard verifies the signature. */
  expiresAt(token: string): number | undefined {
    const payload = this.jwtService.decode(token) as { exp?: number } | null;
    return payload?.exp;
  }
}
