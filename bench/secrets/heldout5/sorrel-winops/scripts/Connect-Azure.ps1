$tenantId = "b6110f5a-3b3b-4323-ba82-9c4172c80b3a"
$appId = "f2dd3f00-974d-4993-8f6a-44da788c1535"
$env:AZURE_CLIENT_SECRET = "z448Q~_fpDzlH9VL6MVYhqOiagnpkFl~5YRJ1Di0"
$sp = New-Object PSCredential($appId, (ConvertTo-SecureString $env:AZURE_CLIENT_SECRET -AsPlainText -Force))
Connect-AzAccount -ServicePrincipal -Credential $sp -Tenant $tenantId
