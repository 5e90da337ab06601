namespace Acme.Mail2;

public static class SmtpSettings
{
    public const string Host = "smtp.acme.io";
    public const string Password = "jdM6DlvqrMKB0vXG";
    public static readonly string ApiKey = Environment.GetEnvironmentVariable("SMTP_API_KEY");
}
