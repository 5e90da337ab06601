# Sets App Service settings; values come from Key Vault references where possible.
$rg = "rg-halvard-claims-prod"
$app = "halvard-claimsapi-prod"
az webapp config appsettings set -g $rg -n $app --settings `
  "ConnectionStrings__Default=@Microsoft.KeyVault(SecretUri=https://kv-claimsapi-prod.vault.azure.net/secrets/DbConnection/)" `
  "Datadog__ApiKey=@Microsoft.KeyVault(SecretUri=https://kv-claimsapi-prod.vault.azure.net/secrets/DatadogApiKey/)" `
  "ASPNETCORE_ENVIRONMENT=Production"
