import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/**
 * The depot a dispatcher is working in. The console sends it in a header so one login can switch
 * between the depots of a region without a new token.
 */
export const DepotCode = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  const request = ctx.switchToHttp().getRequest();
  return (request.headers['x-depot'] as string) ?? 'MAIN';
});
