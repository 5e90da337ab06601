using Twilio;
using Twilio.Rest.Api.V2010.Account;

namespace Jackal.Payments.Infrastructure;

public sealed class TwilioSender
{
    private const string AccountSid = "ACce0f7285a51625c15082d9c601270131";
    private const string AuthToken = "a3af7cab4c61c3020a80ff50fea788c1";

    public TwilioSender() => TwilioClient.Init(AccountSid, AuthToken);

    public Task SendAsync(string to, string body) =>
        MessageResource.CreateAsync(to: new Twilio.Types.PhoneNumber(to), from: new Twilio.Types.PhoneNumber("+15005550006"), body: body);
}
