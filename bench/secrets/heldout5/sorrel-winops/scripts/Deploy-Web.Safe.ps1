param([string]$Server = "web01.sorrel.local")
$cred = Get-Credential -Message "Deployment account"
$token = Read-Host -AsSecureString -Prompt "API token"
$apiKey = $env:SORREL_API_KEY
$vaultSecret = (Get-AzKeyVaultSecret -VaultName "sorrel-kv" -Name "deploy-password").SecretValue
Invoke-Command -ComputerName $Server -Credential $cred -ScriptBlock { Restart-Service W3SVC }
