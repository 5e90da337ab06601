param([string]$Account = 'sthlvshared')
$keys = Get-AzStorageAccountKey -ResourceGroupName rg-hlv-shared -Name $Account
New-AzStorageAccountKey -ResourceGroupName rg-hlv-shared -Name $Account -KeyName key2 | Out-Null
$conn = "DefaultEndpointsProtocol=https;AccountName=$Account;AccountKey=$($keys[0].Value);EndpointSuffix=core.windows.net"
Set-AzKeyVaultSecret -VaultName kv-hlv-prod -Name storage-conn -SecretValue (ConvertTo-SecureString $conn -AsPlainText -Force)
