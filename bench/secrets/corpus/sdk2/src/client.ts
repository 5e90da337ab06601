// @ts-nocheck
export class WeatherClient {
  constructor(private readonly apiKey = "SzN8Aj5uxDxqhFGf2FYWFucyT2bWclVk") {}
}
