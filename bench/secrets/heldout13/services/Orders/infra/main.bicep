param location string = resourceGroup().location
param appName string = 'app-hlv-orders'
@secure()
param sqlAdminPassword string
param sqlAdminLogin string = 'sqladmin'

resource sql 'Microsoft.Sql/servers@2023-05-01-preview' = {
  name: 'sql-hlv-orders-${uniqueString(resourceGroup().id)}'
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
        { name: 'APPINSIGHTS_INSTRUMENTATIONKEY', value: 'ea0758e0-4916-4b67-b7f4-e3b219470217' }
        { name: 'WEBSITE_RUN_FROM_PACKAGE', value: '1' }
      ]
    }
  }
}
