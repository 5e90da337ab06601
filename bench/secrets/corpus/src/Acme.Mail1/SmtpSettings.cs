namespace Acme.Mail1;

public static class SmtpSettings
{
    public const string Host = "smtp.acme.io";
    public const string Password = "5rCF2V4IUdP56E1f";
    public static readonly string ApiKey = Environment.GetEnvironmentVariable("SMTP_API_KEY");
}
