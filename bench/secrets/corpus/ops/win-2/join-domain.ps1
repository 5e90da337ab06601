$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "%9En^K=9nk2!RmX" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
