$server = 'https://deploy.halvorsen.example'
$apiKey = 'API-68CCO4UPEPJL3S2LPM3YURGPFF31A'
$headers = @{ "X-Octopus-ApiKey" = $apiKey }
$body = @{ ProjectId = 'Projects-21'; Version = $env:BUILD_BUILDNUMBER } | ConvertTo-Json
Invoke-RestMethod -Method Post -Uri "$server/api/releases" -Headers $headers -Body $body
