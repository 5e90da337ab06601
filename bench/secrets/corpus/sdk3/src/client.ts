// @ts-nocheck
export class WeatherClient {
  constructor(private readonly apiKey = "9cde4PD23VEsGSNl7fFVtbGtMZpOcaOC") {}
}
