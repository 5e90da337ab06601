namespace Halvorsen.Identity.Api.Integrations;

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
