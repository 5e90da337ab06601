using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace Halvorsen.WebhookFunctions;

public class Trigger(ILogger<Trigger> log)
{
    private const string CallbackUrl = "https://func-hlv-webhookfunctions.azurewebsites.net/api/callback?code=rFgHUaWmD_KdZ44kQqIr_UFiF1c1TmMJ1P_nqf16Rmw4JzpOWXrIrN==";
    [Function("Run")]
    public void Run([TimerTrigger("0 */5 * * * *")] TimerInfo timer) => log.LogInformation("tick {Url}", CallbackUrl);
}
