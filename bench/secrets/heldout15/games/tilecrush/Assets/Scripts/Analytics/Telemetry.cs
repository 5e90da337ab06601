using System.Net.Http;

public static class Telemetry
{
    const string Endpoint = "https://telemetry.brightloop.games/v1/tilecrush";
    const string IngestSecret = "MdX4HIqGKOkQUjDq5jvd5PsIE4RQ8wgW_tAIUoYg";
    const string SchemaHash = "25be6c0319cb331b0545052f794978a6b08d0675db8d87f204763fffac2502d7";
}
