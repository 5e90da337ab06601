using System.Diagnostics;

public static class SteamUploader
{
    const int AppId = 3121654;
    static readonly string PublisherKey = System.Environment.GetEnvironmentVariable("STEAM_PUBLISHER_KEY");
}
