#Requires -Modules Az.Accounts, Az.Websites
param(
    [string]$Environment = 'prod',
    [string]$ResourceGroup = 'rg-hlv-identity-prod'
)
$ErrorActionPreference = 'Stop'

Connect-AzAccount -Identity | Out-Null
Publish-AzWebApp -ResourceGroupName $ResourceGroup -Name 'app-hlv-identity-prod' -ArchivePath .\artifacts\app.zip -Force
Write-Host "Deployed Identity to $Environment (build $(Get-Date -Format o))"
