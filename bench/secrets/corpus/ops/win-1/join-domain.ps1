$user = "ACME\\svc-join"
$password = ConvertTo-SecureString "qW%HV8-K?_3!LUj" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $password)
