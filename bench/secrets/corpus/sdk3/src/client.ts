// @ts-nocheck
export class WeatherClient {
  constructor(private readonly apiKey = "Pl0RIul60QiPvbSRB35nzb4XISfWZwun") {}
}
