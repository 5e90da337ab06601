<#
.SYNOPSIS
    Deploys BillingService to the IIS farm or the Windows service hosts.
.PARAMETER Environment
    Test, Staging or Production.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][ValidateSet('Test', 'Staging', 'Production')][string]$Environment,
    [string]$PackagePath = ".\drop\BillingService.zip"
)
$ErrorActionPreference = 'Stop'
Import-Module WebAdministration

$secure = "01000000d08c9ddf0115d1118c7a00c04fc297eb01000000480c6f7333ded3cb444a4d69135fea059b3e686193c663ac97c362586be03d029d46023e30c72f140f6315bf7fc725f74e5194f6a8f22ff5798e801e33e6779999c42caf8729d6a376ba3e4884bbfb0a9b517058ce924feae986e3021286efd52b8a8c13f1c8499822d7550a02b9ada68e181eb94a3cfdd01f184d9398b23cc705b33b2bc9c13b94b71a1a19bbccfe8668a02ef56d95340b62a4c8e56a4a8eea672af9807fed5cf6d8c8f4b711bd78ea663118bdc9a7064fb2c1d7447f89115f913f026d83b13ad5c365d3f9346ba021a12b3903028459ecf3083c47e71d266193fa5bd07fb86d1d6d43ea915306cdf6a743d46fead998dd848d96222d95bb0cdaad37127356b7af7b88abf49497742ecc448bf3d15c80976618f4" | ConvertTo-SecureString
$credential = New-Object System.Management.Automation.PSCredential ("HALVARD\svc_deploy", $secure)

$servers = Get-Content ".\servers\$Environment.txt"
foreach ($server in $servers) {
    Write-Host "Deploying BillingService to $server"
    Invoke-Command -ComputerName $server -Credential $credential -ScriptBlock {
        param($pkg)
        Stop-WebAppPool -Name 'BillingService' -ErrorAction SilentlyContinue
        Expand-Archive -Path $pkg -DestinationPath 'D:\Sites\BillingService' -Force
        Start-WebAppPool -Name 'BillingService'
    } -ArgumentList $PackagePath
}
