param location string = resourceGroup().location
param appName string = 'app-hlv-inventory'
@secure()
param sqlAdminPassword string
param sqlAdminLogin string = 'sqladmin'

resource sql 'Microsoft.Sql/servers@2023-05-01-preview' = {
  name: 'sql-hlv-inventory-${uniqueString(resourceGroup().id)}'
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
        { name: 'APPINSIGHTS_INSTRUMENTATIONKEY', value: '9eaeb6fa-000a-42fd-83ea-59c1156b1ab3' }
        { name: 'SENDGRID_API_KEY', value: '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' }
        { name: 'WEBSITE_RUN_FROM_PACKAGE', value: '1' }
      ]
    }
  }
}
