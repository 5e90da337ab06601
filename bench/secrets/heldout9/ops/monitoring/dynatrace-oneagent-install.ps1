# OneAgent install on the Windows app servers
$installer = "C:\Temp\Dynatrace-OneAgent-Windows.exe"
Invoke-WebRequest -Uri "https://4tmbkqh2.live.dynatrace.com/api/v1/deployment/installer/agent/windows/default/latest?arch=x86" `
  -Headers @{ Authorization = "Api-Token dt0c01.CJMF1WRZQPY2NWAVUXKIF8C0.ABQ9V8OP06JU0GOYRB2WGE349RSL34B4MHGTVPSLRD16TPC5GWYP3JW6R1VKKJJU" } -OutFile $installer
& $installer --set-host-group=halvard-iis --quiet
