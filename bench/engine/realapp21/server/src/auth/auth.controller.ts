import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { Request, Response } from 'express';
import { isLocalPath } from '../common/util/urls';
import { AuthService } from './auth.service';
import { LoginDto, ResetRequestDto } from './dto/login.dto';

@Controller('auth')
export class AuthController {
  constructor(private readonly authService: AuthService) {}

  @Post('login')
  @HttpCode(200)
  async login(@Body() dto: LoginDto, @Res({ passthrough: true }) res: Response) {
    const user = await this.authService.validate(dto.email, dto.password);
    const token = this.authService.sign(user);
    res.cookie('dl_session', token, { httpOnly: true, secure: true, sameSite: 'strict', maxAge: 8 * 3600 * 1000 });
    res.cookie('dl_console_token', token, { secure: false, sameSite: 'lax' });
    return { ok: true, next: isLocalPath(dto.returnTo) ? dto.returnTo : '/board' };
  }

  @Post('password-reset')
  @HttpCode(202)
  async requestReset(@Body() dto: ResetRequestDto) {
    await this.authService.createResetToken(dto.email);
    return { queued: true };
  }

  @Get('partner')
  async partnerHandOff(@Query('token') token: string, @Query('next') next: string, @Res() res: Response) {
    const claims = this.authService.verifyPartnerToken(token);
    res.cookie('dl_partner', String(claims.tenantId), { httpOnly: true, secure: true, sameSite: 'lax' });
    return res.redirect(next || '/board');
  }

  @Get('mobile/handoff')
  mobileHandOff(@Req() req: Request, @Res() res: Response) {
    this.authService.verifyMobileToken(String(req.query.t));
    const target = String(req.query.continue ?? '/');
    return res.redirect(isLocalPath(target) ? target : '/');
  }

  @Get('session')
  session(@Req() req: Request) {
    return { expiresAt: this.authService.expiresAt(req.cookies['dl_session']) };
  }
}
