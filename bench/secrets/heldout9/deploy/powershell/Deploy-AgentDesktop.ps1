<#
.SYNOPSIS
    Deploys AgentDesktop to the IIS farm or the Windows service hosts.
.PARAMETER Environment
    Test, Staging or Production.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][ValidateSet('Test', 'Staging', 'Production')][string]$Environment,
    [string]$PackagePath = ".\drop\AgentDesktop.zip"
)
$ErrorActionPreference = 'Stop'
Import-Module WebAdministration

$credential = Import-Clixml -Path "$env:USERPROFILE\deploy.cred"
$storageKey = "BBdFSJsGlvngShekEsMbUlqeE7GjFwQUQEGcWWU58FW2wFYqYFPpgjv+IHajR5ckes2ark4sSQS+L8IK6QzBPB=="
$ctx = New-AzStorageContext -StorageAccountName "halvarddeploy" -StorageAccountKey $storageKey

$servers = Get-Content ".\servers\$Environment.txt"
foreach ($server in $servers) {
    Write-Host "Deploying AgentDesktop to $server"
    Invoke-Command -ComputerName $server -Credential $credential -ScriptBlock {
        param($pkg)
        Stop-WebAppPool -Name 'AgentDesktop' -ErrorAction SilentlyContinue
        Expand-Archive -Path $pkg -DestinationPath 'D:\Sites\AgentDesktop' -Force
        Start-WebAppPool -Name 'AgentDesktop'
    } -ArgumentList $PackagePath
}
