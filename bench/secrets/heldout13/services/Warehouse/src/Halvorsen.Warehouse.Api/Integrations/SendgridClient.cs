namespace Halvorsen.Warehouse.Api.Integrations;

using SendGrid;
using SendGrid.Helpers.Mail;

public class EmailSender
{
    private readonly string SendGridKey = Environment.GetEnvironmentVariable("SENDGRID_API_KEY")!;
    public Task SendAsync(string to, string subject, string body)
    {
        var client = new SendGridClient(SendGridKey);
        var msg = MailHelper.CreateSingleEmail(new EmailAddress("noreply@halvorsen.example"), new EmailAddress(to), subject, body, null);
        return client.SendEmailAsync(msg);
    }
}
