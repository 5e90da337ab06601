namespace Halvorsen.Catalog.Api.Integrations;

using Twilio;
using Twilio.Rest.Api.V2010.Account;

public static class SmsSender
{
    private const string AccountSid = "AC5d23f1d59d869e29f934861d98d2e82a";
    private const string AuthToken = "7c5e65c123dfcce59d7cc675107748f4";
    public static void Send(string to, string text)
    {
        TwilioClient.Init(AccountSid, AuthToken);
        MessageResource.Create(body: text, from: new Twilio.Types.PhoneNumber("+4274676528"), to: new Twilio.Types.PhoneNumber(to));
    }
}
