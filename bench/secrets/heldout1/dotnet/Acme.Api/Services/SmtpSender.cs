using System.Net;
using System.Net.Mail;

namespace Acme.Api.Services;

public class SmtpSender
{
    public SmtpClient Create() => new SmtpClient("smtp.sendgrid.net", 587)
    {
        Credentials = new NetworkCredential("apikey", "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"),
        EnableSsl = true,
    };
}
