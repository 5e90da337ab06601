using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace Halvorsen.ImportFunctions;

public class Trigger(ILogger<Trigger> log)
{
    private const string CallbackUrl = "https://func-hlv-importfunctions.azurewebsites.net/api/callback?code=%CALLBACK_FUNCTION_KEY%";
    [Function("Run")]
    public void Run([TimerTrigger("0 */5 * * * *")] TimerInfo timer) => log.LogInformation("tick {Url}", CallbackUrl);
}
