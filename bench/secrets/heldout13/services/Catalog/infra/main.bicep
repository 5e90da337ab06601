param location string = resourceGroup().location
param appName string = 'app-hlv-catalog'
@secure()
param sqlAdminPassword string = 'quartz-meadow-tundra-82'
param sqlAdminLogin string = 'sqladmin'

resource sql 'Microsoft.Sql/servers@2023-05-01-preview' = {
  name: 'sql-hlv-catalog-${uniqueString(resourceGroup().id)}'
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
        { name: 'APPINSIGHTS_INSTRUMENTATIONKEY', value: 'bdfecb39-b913-4ccf-96b9-79511e8209ba' }
        { name: 'SENDGRID_API_KEY', value: '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' }
        { name: 'WEBSITE_RUN_FROM_PACKAGE', value: '1' }
      ]
    }
  }
}
