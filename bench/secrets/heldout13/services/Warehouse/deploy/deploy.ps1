#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-warehouse-prod'
)
$ErrorActionPreference = 'Stop'

$pfxPassword = Read-Host -AsSecureString -Prompt "PFX password"
Import-PfxCertificate -FilePath .\certs\warehouse.pfx -CertStoreLocation Cert:\LocalMachine\My -Password $pfxPassword
$tenantId = '8c088109-5af0-49bb-9446-d288313580e2'
$appId = 'ae8b8566-d36e-46cb-bac0-38bcea8e531e'
$secret = $env:AZURE_CLIENT_SECRET
$cred = New-Object System.Management.Automation.PSCredential($appId, (ConvertTo-SecureString $secret -AsPlainText -Force))
Connect-AzAccount -ServicePrincipal -Credential $cred -Tenant $tenantId | Out-Null
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-warehouse-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Warehouse to $Environment (build $(Get-Date -Format o))"
