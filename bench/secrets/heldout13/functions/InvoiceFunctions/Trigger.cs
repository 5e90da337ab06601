using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace Halvorsen.InvoiceFunctions;

public class Trigger(ILogger<Trigger> log)
{
    private const string CallbackUrl = "https://func-hlv-invoicefunctions.azurewebsites.net/api/callback?code=Rexy8TUEDiAa2IUfq0n5-ShJv-3SYGqnkzjSeCZgE93IYFISj_aFeF==";
    [Function("Run")]
    public void Run([TimerTrigger("0 */5 * * * *")] TimerInfo timer) => log.LogInformation("tick {Url}", CallbackUrl);
}
