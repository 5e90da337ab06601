namespace Halvorsen.Messaging;

public record RabbitSettings
{
    public string Uri { get; init; } = "amqp://orders:MeadowxEmber24@rabbit-prod.halvorsen.local:5672/orders";
    public string Exchange { get; init; } = "halvorsen.events";
}
