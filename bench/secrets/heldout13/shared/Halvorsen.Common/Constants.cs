namespace Halvorsen.Common;

public static class Constants
{
    public const string ApiKeyHeader = "X-Api-Key";
    public const string CorrelationHeader = "X-Correlation-Id";
    public const string DefaultTenant = "cb051837-951c-409e-94d6-606bf28efc00";
    public const string MapsClientId = "46701a45-5ee1-46c5-8b2e-59810b19b9c0";
    public const string AzureMapsKey = "XZNs5apySfoBQTfy3Efv1Lkf2viqC4uCncn0WmMmj1U";
    internal const string AppInsightsApiKey = "zhkmtufff0nn7astvsjoothtj9dbvf7pro370610";
    public const string AppInsightsAppId = "30803d58-b71d-4942-9eea-cebb48202499";
    public const string PasswordResetPath = "/account/reset-password";
    public const string SecretHeaderName = "X-Webhook-Secret";
    public const string BuildCommit = "4f0e9a9a08491b1fd61aae522e2dc92a5924061c";
}
