$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "DV5&@SLPt+3!oN6" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
