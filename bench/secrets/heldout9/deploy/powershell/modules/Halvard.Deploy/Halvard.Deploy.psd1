@{
    RootModule        = 'Halvard.Deploy.psm1'
    ModuleVersion     = '2.4.0'
    GUID              = 'f3b2f132-9835-4773-81c3-9930a6ced64c'
    Author            = 'Group IT Delivery'
    FunctionsToExport = @('Publish-HalvardSite', 'Get-HalvardSecret')
}
