#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-shipping-prod'
)
$ErrorActionPreference = 'Stop'

$pfxPassword = ConvertTo-SecureString -String 'Meadow!Thistle9151' -AsPlainText -Force
Import-PfxCertificate -FilePath .\certs\shipping.pfx -CertStoreLocation Cert:\LocalMachine\My -Password $pfxPassword
Connect-AzAccount -Identity | Out-Null
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-shipping-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Shipping to $Environment (build $(Get-Date -Format o))"
