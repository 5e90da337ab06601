param location string = resourceGroup().location
param appName string = 'app-hlv-pricing'
@secure()
param sqlAdminPassword string
param sqlAdminLogin string = 'sqladmin'

resource sql 'Microsoft.Sql/servers@2023-05-01-preview' = {
  name: 'sql-hlv-pricing-${uniqueString(resourceGroup().id)}'
  location: location
  properties: {
    administratorLogin: sqlAdminLogin
    administratorLoginPassword: sqlAdminPassword
  }
}

resource app 'Microsoft.Web/sites@2023-01-01' = {
  name: appName
  location: location
  properties: {
    siteConfig: {
      appSettings: [
        { name: 'APPINSIGHTS_INSTRUMENTATIONKEY', value: '6fa74a0d-8d3d-4ee2-8518-6c9d939af9ca' }
        { name: 'SENDGRID_API_KEY', value: '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' }
        { name: 'WEBSITE_RUN_FROM_PACKAGE', value: '1' }
      ]
    }
  }
}
