namespace Acme.Mail3;

public static class SmtpSettings
{
    public const string Host = "smtp.acme.io";
    public const string Password = "AqZ3TpG492muiTH6";
    public static readonly string ApiKey = Environment.GetEnvironmentVariable("SMTP_API_KEY");
}
