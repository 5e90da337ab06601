export const typeDefs = `#graphql
  enum ShipmentStatus { CREATED IN_TRANSIT DELIVERED RETURNED }
  enum SortField { created eta weight }

  type Shipment {
    id: ID!
    reference: String!
    status: ShipmentStatus!
    destination: String!
    note: String
    tags: [String!]!
    eta: String
  }

  type Customer {
    id: ID!
    name: String!
    email: String
    city: String
    shipments: [Shipment!]!
  }

  type Webhook { id: ID!, url: String!, event: String! }
  type CarrierStat { status: String!, count: Int! }

  type Query {
    shipment(id: ID!): Shipment
    searchShipments(term: String!): [Shipment!]!
    shipmentsByStatus(status: ShipmentStatus!, limit: Int): [Shipment!]!
    recentShipments(limit: Int!): [Shipment!]!
    shipmentsSorted(sortBy: SortField!, direction: String): [Shipment!]!
    shipmentsOrdered(orderBy: String!): [Shipment!]!
    shipmentsByIds(ids: [ID!]!): [Shipment!]!
    carrierStats(carrier: String!): [CarrierStat!]!
    lateShipments(days: Int!): [Shipment!]!
    shipmentsTo(city: String!): [Shipment!]!
    customers(search: String, city: String): [Customer!]!
    customer(id: ID!): Customer
    customersInRegion(region: String!): [Customer!]!
    webhooks: [Webhook!]!
  }

  type Mutation {
    updateShipmentNote(id: ID!, note: String!): Shipment
    tagShipment(reference: String!, tag: String!): Int!
    archiveShipment(id: ID!): Shipment
    renameCustomer(id: ID!, name: String!): Boolean!
    saveWebhook(url: String!, event: String!): Webhook!
    testWebhook(id: ID!): Boolean!
    notifyPartner(url: String!): Boolean!
    importManifest(url: String!): Int!
  }
`;
