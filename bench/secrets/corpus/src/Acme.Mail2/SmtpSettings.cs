namespace Acme.Mail2;

public static class SmtpSettings
{
    public const string Host = "smtp.acme.io";
    public const string Password = "teQM9Ofr4q1A6e9e";
    public static readonly string ApiKey = Environment.GetEnvironmentVariable("SMTP_API_KEY");
}
