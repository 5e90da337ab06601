namespace Halvorsen.Payments.Api.Integrations;

using Twilio;
using Twilio.Rest.Api.V2010.Account;

public static class SmsSender
{
    private const string AccountSid = "ACeffec378f9d9a527aee35be0d921cf0f";
    private const string AuthToken = "b456c55475cbd5802421311f5475819e";
    public static void Send(string to, string text)
    {
        TwilioClient.Init(AccountSid, AuthToken);
        MessageResource.Create(body: text, from: new Twilio.Types.PhoneNumber("+4279116071"), to: new Twilio.Types.PhoneNumber(to));
    }
}
