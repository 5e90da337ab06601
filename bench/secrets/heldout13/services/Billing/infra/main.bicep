param location string = resourceGroup().location
param appName string = 'app-hlv-billing'
@secure()
param sqlAdminPassword string
param sqlAdminLogin string = 'sqladmin'

resource sql 'Microsoft.Sql/servers@2023-05-01-preview' = {
  name: 'sql-hlv-billing-${uniqueString(resourceGroup().id)}'
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
        { name: 'APPINSIGHTS_INSTRUMENTATIONKEY', value: '58859096-5889-45b6-ad85-7d5a89cd9c53' }
        { name: 'SENDGRID_API_KEY', value: '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' }
        { name: 'WEBSITE_RUN_FROM_PACKAGE', value: '1' }
      ]
    }
  }
}
