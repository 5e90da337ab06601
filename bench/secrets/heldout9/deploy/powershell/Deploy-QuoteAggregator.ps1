<#
.SYNOPSIS
    Deploys QuoteAggregator to the IIS farm or the Windows service hosts.
.PARAMETER Environment
    Test, Staging or Production.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][ValidateSet('Test', 'Staging', 'Production')][string]$Environment,
    [string]$PackagePath = ".\drop\QuoteAggregator.zip"
)
$ErrorActionPreference = 'Stop'
Import-Module WebAdministration

$password = ConvertTo-SecureString "Vu5YQHguTGmpK3V0Z0eUXzm" -AsPlainText -Force
$credential = New-Object System.Management.Automation.PSCredential ("HALVARD\svc_deploy", $password)

$servers = Get-Content ".\servers\$Environment.txt"
foreach ($server in $servers) {
    Write-Host "Deploying QuoteAggregator to $server"
    Invoke-Command -ComputerName $server -Credential $credential -ScriptBlock {
        param($pkg)
        Stop-WebAppPool -Name 'QuoteAggregator' -ErrorAction SilentlyContinue
        Expand-Archive -Path $pkg -DestinationPath 'D:\Sites\QuoteAggregator' -Force
        Start-WebAppPool -Name 'QuoteAggregator'
    } -ArgumentList $PackagePath
}
