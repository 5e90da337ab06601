// @ts-nocheck
export class WeatherClient {
  constructor(private readonly apiKey = "2Q7hYghBImTaTSKm2LmLbsFoIRXDwqGL") {}
}
