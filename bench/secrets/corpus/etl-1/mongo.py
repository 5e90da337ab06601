from pymongo import MongoClient

client = MongoClient("mongodb://admin:Jkn2lvtFiaumM0yrPW@mongo:27017/?authSource=admin")
