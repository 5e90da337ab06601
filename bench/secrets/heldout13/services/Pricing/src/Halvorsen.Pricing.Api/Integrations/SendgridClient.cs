namespace Halvorsen.Pricing.Api.Integrations;

using SendGrid;
using SendGrid.Helpers.Mail;

public class EmailSender
{
    private const string SendGridKey = "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";
    public Task SendAsync(string to, string subject, string body)
    {
        var client = new SendGridClient(SendGridKey);
        var msg = MailHelper.CreateSingleEmail(new EmailAddress("noreply@halvorsen.example"), new EmailAddress(to), subject, body, null);
        return client.SendEmailAsync(msg);
    }
}
