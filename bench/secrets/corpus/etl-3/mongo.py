from pymongo import MongoClient

client = MongoClient("mongodb://admin:RO7rBfgR8SjCPcUC3r@mongo:27017/?authSource=admin")
