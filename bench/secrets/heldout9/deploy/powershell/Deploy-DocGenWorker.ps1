<#
.SYNOPSIS
    Deploys DocGenWorker to the IIS farm or the Windows service hosts.
.PARAMETER Environment
    Test, Staging or Production.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][ValidateSet('Test', 'Staging', 'Production')][string]$Environment,
    [string]$PackagePath = ".\drop\DocGenWorker.zip"
)
$ErrorActionPreference = 'Stop'
Import-Module WebAdministration

$credential = Get-Secret -Name "svc_deploy" -Vault CyberArk

$servers = Get-Content ".\servers\$Environment.txt"
foreach ($server in $servers) {
    Write-Host "Deploying DocGenWorker to $server"
    Invoke-Command -ComputerName $server -Credential $credential -ScriptBlock {
        param($pkg)
        Stop-WebAppPool -Name 'DocGenWorker' -ErrorAction SilentlyContinue
        Expand-Archive -Path $pkg -DestinationPath 'D:\Sites\DocGenWorker' -Force
        Start-WebAppPool -Name 'DocGenWorker'
    } -ArgumentList $PackagePath
}
