namespace Acme.Mail3;

public static class SmtpSettings
{
    public const string Host = "smtp.acme.io";
    public const string Password = "r5DwDmwhuftnxsgY";
    public static readonly string ApiKey = Environment.GetEnvironmentVariable("SMTP_API_KEY");
}
