// @ts-nocheck
export class WeatherClient {
  constructor(private readonly apiKey = "YgeSd25nAuPt38vHqxnjx0Mj65kvf5PS") {}
}
