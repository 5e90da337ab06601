<#
.SYNOPSIS
    Deploys PaymentsApi to the IIS farm or the Windows service hosts.
.PARAMETER Environment
    Test, Staging or Production.
#>
[CmdletBinding()]
param(
    [Parameter(Mandatory = $true)][ValidateSet('Test', 'Staging', 'Production')][string]$Environment,
    [string]$PackagePath = ".\drop\PaymentsApi.zip"
)
$ErrorActionPreference = 'Stop'
Import-Module WebAdministration

$secure = "01000000d08c9ddf0115d1118c7a00c04fc297eb01000000b383804b7cc4c8dcef86bd45bd201f2c1da020948ef4547d4da8b96ddadd704ca1ed00e22447dd352ec592b7d8f071a607faf9248dcc28677471d997b969a9dbcac6c0c0b4643db9e301c729c39c57de1f8a1b433018f94901bdc41697b639e135ea147c3952c42616e97f680da12a29eef4f9f8fa9bc114a132e800935db320208cdea495c8adad0e5a0b93aa780996006add3ca3d230e547b872dae579604b73fa2867d38e1b0b1cb23bac6462bb5333720290afd5348c9458af17f58ed4536a488670c27393fb21a76a67e9c82aa49cb8d300e7784ee8de9850d3d1066d5ceff246037beff6120b0bbfbef35c492ab3bb5bb0a10a86695e15583020525e96633a837530855b66ee72492aed72ff88caea318a80" | ConvertTo-SecureString
$credential = New-Object System.Management.Automation.PSCredential ("HALVARD\svc_deploy", $secure)

$servers = Get-Content ".\servers\$Environment.txt"
foreach ($server in $servers) {
    Write-Host "Deploying PaymentsApi to $server"
    Invoke-Command -ComputerName $server -Credential $credential -ScriptBlock {
        param($pkg)
        Stop-WebAppPool -Name 'PaymentsApi' -ErrorAction SilentlyContinue
        Expand-Archive -Path $pkg -DestinationPath 'D:\Sites\PaymentsApi' -Force
        Start-WebAppPool -Name 'PaymentsApi'
    } -ArgumentList $PackagePath
}
