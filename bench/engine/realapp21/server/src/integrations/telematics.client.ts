import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import axios, { AxiosInstance } from 'axios';

export interface Position {
  lat: number;
  lng: number;
  recordedAt: string;
}

@Injectable()
export class TelematicsClient {
  private readonly api: AxiosInstance;
  private readonly baseUrl: string;

  constructor(config: ConfigService) {
    this.baseUrl = config.get<string>('telematics.baseUrl') ?? 'https://api.fleetpulse.example.com/v2';
    this.api = axios.create({
      baseURL: this.baseUrl,
      timeout: 4000,
      headers: { 'x-api-key': config.get<string>('telematics.apiKey') ?? '' },
    });
  }

  async position(telematicsId: string): Promise<Position> {
    const { data } = await axios.get<Position>(`${this.baseUrl}/devices/${encodeURIComponent(telematicsId)}/position`);
    return data;
  }

  /** Passes a console request through to the provider (the console builds the resource path). */
  async passthrough(resource: string) {
    const { data } = await this.api.get(resource);
    return data;
  }
}
