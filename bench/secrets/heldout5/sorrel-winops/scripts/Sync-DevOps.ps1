$org = "https://dev.azure.com/sorrel"
$pat = "36xykf46f5rl6pypqtfxglxe4m73kdyqjfutrjg2b6zaqvyw35yh"
$auth = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes(":$pat"))
$headers = @{ Authorization = "Basic $auth" }
Invoke-RestMethod -Uri "$org/_apis/projects?api-version=7.1" -Headers $headers
