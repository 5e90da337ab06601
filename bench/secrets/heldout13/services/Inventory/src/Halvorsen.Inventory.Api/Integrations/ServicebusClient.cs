namespace Halvorsen.Inventory.Api.Integrations;

using Azure.Messaging.ServiceBus;

public sealed class EventPublisher : IAsyncDisposable
{
    private readonly ServiceBusClient _client = new("sb-hlv-prod.servicebus.windows.net", new Azure.Identity.DefaultAzureCredential());
    public Task PublishAsync(string body) => _client.CreateSender("inventory").SendMessageAsync(new ServiceBusMessage(body));
    public ValueTask DisposeAsync() => _client.DisposeAsync();
}
