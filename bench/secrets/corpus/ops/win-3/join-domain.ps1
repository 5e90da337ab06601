$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "xyhD*7CpZ=8!vmy" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
