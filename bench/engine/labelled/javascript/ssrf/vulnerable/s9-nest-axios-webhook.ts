import { Body, Controller, Post } from '@nestjs/common';
import axios from 'axios';

class WebhookTestDto {
  callbackUrl!: string;
  event?: string;
}

@Controller('webhooks')
export class WebhooksController {
  @Post('test')
  async test(@Body() dto: WebhookTestDto) {
    const { data, status } = await axios.post(dto.callbackUrl, { event: dto.event ?? 'ping', at: Date.now() });
    return { status, data };
  }
}
