@echo off
setlocal
rem install-service.cmd — Group IT Delivery
sc.exe stop LedgerBridge
sc.exe config LedgerBridge obj= "HALVARD\svc_ledger" password= "%SVC_LEDGER_PASSWORD%"
sc.exe start LedgerBridge
endlocal
