import { createParamDecorator, ExecutionContext } from '@nestjs/common';

export interface AuthUser {
  id: number;
  tenantId: number;
  email: string;
  role: 'mechanic' | 'dispatcher' | 'admin';
}

/** The user JwtAuthGuard attached to the request after verifying the bearer token. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  const request = ctx.switchToHttp().getRequest();
  return request.user as AuthUser;
});
