namespace Acme.Api.Services;

public static class LegacyAuth
{
    public static readonly string AdminPassword = "Summerfalcon7962";
    public static readonly string ServiceToken = "2omUNVdJPUhzV9sa5r4Hq_qlzAMdbb8kloMguQu2";
}
