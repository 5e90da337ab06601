$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "f3onFYSjGW5!dEd" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
