// A Nest guard reads the request from its ExecutionContext: claims it only decoded become the user.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import * as jwt from 'jsonwebtoken';

@Injectable()
export class DecodingGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest();
    // ruleid: js-jwt-decode-unverified
    request.user = jwt.decode(String(request.headers['x-token']));
    return true;
  }
}

@Injectable()
export class VerifyingGuard implements CanActivate {
  constructor(private readonly jwtService: JwtService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest();
    // ok: js-jwt-decode-unverified
    request.user = await this.jwtService.verifyAsync(String(request.headers['x-token']));
    return true;
  }
}

@Injectable()
export class StationGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest();
    // ruleid: js-jwt-decode-unverified
    const claims = jwt.decode(String(request.headers['x-station-token'] ?? '')) as { station?: string } | null;
    if (!claims?.station) return false;
    // ruleid: js-jwt-decode-unverified
    request.station = claims;
    return true;
  }
}
