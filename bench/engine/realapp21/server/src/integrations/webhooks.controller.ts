import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { IsObject, IsUrl } from 'class-validator';
import { AuthUser, CurrentUser } from '../common/decorators/current-user.decorator';
import { JwtAuthGuard } from '../common/guards/jwt-auth.guard';
import { TelematicsClient } from './telematics.client';
import { WebhooksService } from './webhooks.service';

class TestWebhookDto {
  @IsUrl({ require_tld: false })
  url!: string;
}

class NotifyDto {
  @IsUrl()
  url!: string;

  @IsObject()
  payload!: Record<string, unknown>;
}

@Controller('integrations')
@UseGuards(JwtAuthGuard)
export class WebhooksController {
  constructor(
    private readonly webhooks: WebhooksService,
    private readonly telematics: TelematicsClient,
  ) {}

  @Post('webhooks/test')
  test(@Body() dto: TestWebhookDto) {
    return this.webhooks.test(dto.url);
  }

  @Post('webhooks/notify')
  notify(@Body() dto: NotifyDto) {
    return this.webhooks.notify(dto.url, dto.payload);
  }

  @Get('logo')
  logo(@Query('url') url: string) {
    return this.webhooks.fetchLogo(url);
  }

  @Get('logo/cdn/:name')
  cdnLogo(@Param('name') name: string) {
    return this.webhooks.fetchLogoFromCdn(name);
  }

  @Get('status')
  status(@Query('host') host: string) {
    return this.webhooks.checkStatusPage(host);
  }

  @Get('telematics/:deviceId/position')
  position(@Param('deviceId') deviceId: string) {
    return this.telematics.position(deviceId);
  }

  @Get('telematics/raw')
  raw(@CurrentUser() user: AuthUser, @Query('resource') resource: string) {
    return this.telematics.passthrough(resource);
  }
}
