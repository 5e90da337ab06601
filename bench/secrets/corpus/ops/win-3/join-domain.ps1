$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "m*8LRVDnXf2!k4x" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
