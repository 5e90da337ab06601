// @ts-nocheck
export class WeatherClient {
  constructor(private readonly apiKey = "Vst9gnwMhEbKRUwnzCCq6JJRtYrTjfSE") {}
}
