import { Body, Controller, Post } from '@nestjs/common';
import axios from 'axios';

class WebhookTestDto {
  hookId!: string;
  event?: string;
}

const client = axios.create({ baseURL: 'https://hooks.internal.example.com' });

@Controller('webhooks')
export class WebhooksController {
  @Post('test')
  async test(@Body() dto: WebhookTestDto) {
    const { data, status } = await client.post(`/v1/hooks/${encodeURIComponent(dto.hookId)}/test`, { event: dto.event ?? 'ping' });
    return { status, data };
  }
}
