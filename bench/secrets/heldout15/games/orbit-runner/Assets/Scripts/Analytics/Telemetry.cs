using System.Net.Http;

public static class Telemetry
{
    const string Endpoint = "https://telemetry.brightloop.games/v1/orbit-runner";
    static readonly string IngestSecret = System.Environment.GetEnvironmentVariable("TELEMETRY_SECRET") ?? "";
    const string SchemaHash = "bceb1324cdad05053b57a71096700dba8e457bc91804dbd70452372ca472aa3f";
}
