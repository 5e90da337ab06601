param(
    [string]$Server = "web01.sorrel.local",
    [string]$Site = "Default Web Site"
)
$ErrorActionPreference = "Stop"
$user = "SORREL\svc_deploy"
$secure = ConvertTo-SecureString 'FMevYyY5HOWhtaaKHXbd' -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $secure)
Invoke-Command -ComputerName $Server -Credential $cred -ScriptBlock {
    Import-Module WebAdministration
    Restart-WebAppPool -Name "SorrelWeb"
}
