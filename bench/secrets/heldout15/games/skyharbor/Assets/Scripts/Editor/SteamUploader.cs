using System.Diagnostics;

public static class SteamUploader
{
    const int AppId = 4393653;
    static readonly string PublisherKey = System.Environment.GetEnvironmentVariable("STEAM_PUBLISHER_KEY");
}
