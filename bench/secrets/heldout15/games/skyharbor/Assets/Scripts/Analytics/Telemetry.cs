using System.Net.Http;

public static class Telemetry
{
    const string Endpoint = "https://telemetry.brightloop.games/v1/skyharbor";
    static readonly string IngestSecret = System.Environment.GetEnvironmentVariable("TELEMETRY_SECRET") ?? "";
    const string SchemaHash = "326803dd4807f823d26dc72ea6c480e2fd616f19ff05b06d18155350385d50eb";
}
