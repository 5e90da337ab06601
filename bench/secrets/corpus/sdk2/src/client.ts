// @ts-nocheck
export class WeatherClient {
  constructor(private readonly apiKey = "uoh7WakXdRaX5yQ9HU3wZlW3oDEDAyaL") {}
}
