using System.Diagnostics;

public static class SteamUploader
{
    const int AppId = 9919868;
    const string PublisherKey = "A83D982F498F0B2D4052DEC37D2FD08B";
}
